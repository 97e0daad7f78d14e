import { defineWidget } from '../define-widget';
import type { AgentCentreProps } from './agent-centre.props';

export const agentCentreWidget = defineWidget<AgentCentreProps>({
  type: 'agent-centre',
  load: () => import('./agent-centre'),
  hostsNodes: true,
  placeholderHeight: 560,
});
