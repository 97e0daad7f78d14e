import { defineWidget } from '../define-widget';
import type { AgentTeamBetsProps } from './agent-team-bets.props';

export const agentTeamBetsWidget = defineWidget<AgentTeamBetsProps>({
  type: 'agent-team-bets',
  title: 'Agent team betting',
  description:
    'personalHistoryCopy (Team betting): the rounds of the agent’s team over at most 30 days with account, direct superior, order no., game, stake, valid bet, win, P&L and status, filtered by member and game type, paged, with totals by game type.',
  load: () => import('./agent-team-bets'),
  schema: () => import('./agent-team-bets.props'),
  placeholderHeight: 560,
});
