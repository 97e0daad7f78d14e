import { defineWidget } from '../define-widget';
import type { AgentContractsProps } from './agent-contracts.props';

export const agentContractsWidget = defineWidget<AgentContractsProps>({
  type: 'agent-contracts',
  load: () => import('./agent-contracts'),
  placeholderHeight: 480,
});
