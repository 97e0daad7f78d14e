import { defineWidget } from '../define-widget';
import type { AgentProfitLossProps } from './agent-profit-loss.props';

export const agentProfitLossWidget = defineWidget<AgentProfitLossProps>({
  type: 'agent-profit-loss',
  title: 'Agent user profit and loss',
  description:
    'palStatementsAgentCopy (User profit and loss): per member of the agent’s team over at most 30 days, deposits, withdrawals, valid bet, win, promotions and rebates, and P&L, searchable by username, paged, with totals.',
  load: () => import('./agent-profit-loss'),
  schema: () => import('./agent-profit-loss.props'),
  placeholderHeight: 560,
});
