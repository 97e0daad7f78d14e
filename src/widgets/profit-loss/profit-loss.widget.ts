import { defineWidget } from '../define-widget';
import type { ProfitLossProps } from './profit-loss.props';

export const profitLossWidget = defineWidget<ProfitLossProps>({
  type: 'profit-loss',
  load: () => import('./profit-loss'),
  placeholderHeight: 480,
});
