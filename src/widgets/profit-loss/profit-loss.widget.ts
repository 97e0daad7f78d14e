import { defineWidget } from '../define-widget';
import type { ProfitLossProps } from './profit-loss.props';

export const profitLossWidget = defineWidget<ProfitLossProps>({
  type: 'profit-loss',
  title: 'Profit and loss',
  description:
    'personalProfit: stake, payout and profit of settled rounds by day and by game type, by date range.',
  load: () => import('./profit-loss'),
  schema: () => import('./profit-loss.props'),
  placeholderHeight: 480,
});
