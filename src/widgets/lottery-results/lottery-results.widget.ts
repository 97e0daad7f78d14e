import { defineWidget } from '../define-widget';
import type { LotteryResultsProps } from './lottery-results.props';

export const lotteryResultsWidget = defineWidget<LotteryResultsProps>({
  type: 'lottery-results',
  load: () => import('./lottery-results'),
  placeholderHeight: 260,
});
