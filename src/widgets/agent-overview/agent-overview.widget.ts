import { defineWidget } from '../define-widget';
import type { AgentOverviewProps } from './agent-overview.props';

export const agentOverviewWidget = defineWidget<AgentOverviewProps>({
  type: 'agent-overview',
  title: 'Agent team overview',
  description:
    'agentTeamOverview: the agent’s team size, new and active members, deposits, withdrawals, valid bet and team profit and loss over the last 7 or 30 days (or a chosen range), with charts by day that also read as tables.',
  load: () => import('./agent-overview'),
  schema: () => import('./agent-overview.props'),
  placeholderHeight: 520,
});
