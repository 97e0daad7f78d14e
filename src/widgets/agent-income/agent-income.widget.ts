import { defineWidget } from '../define-widget';
import type { AgentIncomeProps } from './agent-income.props';

export const agentIncomeWidget = defineWidget<AgentIncomeProps>({
  type: 'agent-income',
  title: 'Agent income',
  description:
    'agentRevenueReport (My income): the agent’s own agent rebates, dividends and salaries over at most 30 days, by type, paged, with totals.',
  load: () => import('./agent-income'),
  schema: () => import('./agent-income.props'),
  placeholderHeight: 480,
});
