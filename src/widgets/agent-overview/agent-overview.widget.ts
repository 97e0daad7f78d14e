import { defineWidget } from '../define-widget';
import type { AgentOverviewProps } from './agent-overview.props';

export const agentOverviewWidget = defineWidget<AgentOverviewProps>({
  type: 'agent-overview',
  load: () => import('./agent-overview'),
  placeholderHeight: 520,
});
