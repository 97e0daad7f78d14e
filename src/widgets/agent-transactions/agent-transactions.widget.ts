import { defineWidget } from '../define-widget';
import type { AgentTransactionsProps } from './agent-transactions.props';

export const agentTransactionsWidget = defineWidget<AgentTransactionsProps>({
  type: 'agent-transactions',
  title: 'Agent transaction details',
  description:
    'agentDownlineTransactionDetailsCopy (Transaction details): the team’s wallet movements over at most 30 days with type, time, user, order no., remark, balance after and signed amount, filtered by username and type, paged.',
  load: () => import('./agent-transactions'),
  schema: () => import('./agent-transactions.props'),
  placeholderHeight: 560,
});
