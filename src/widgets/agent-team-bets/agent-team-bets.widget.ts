import { defineWidget } from '../define-widget';
import type { AgentTeamBetsProps } from './agent-team-bets.props';

export const agentTeamBetsWidget = defineWidget<AgentTeamBetsProps>({
  type: 'agent-team-bets',
  load: () => import('./agent-team-bets'),
  placeholderHeight: 560,
});
