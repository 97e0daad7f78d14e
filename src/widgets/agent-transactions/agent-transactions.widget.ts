import { defineWidget } from '../define-widget';
import type { AgentTransactionsProps } from './agent-transactions.props';

export const agentTransactionsWidget = defineWidget<AgentTransactionsProps>({
  type: 'agent-transactions',
  load: () => import('./agent-transactions'),
  placeholderHeight: 560,
});
