import { defineWidget } from '../define-widget';
import type { AgentCentreProps } from './agent-centre.props';

export const agentCentreWidget = defineWidget<AgentCentreProps>({
  type: 'agent-centre',
  load: () => import('./agent-centre'),
  schema: () => import('./agent-centre.props'),
  hostsNodes: true,
  placeholderHeight: 560,
});
