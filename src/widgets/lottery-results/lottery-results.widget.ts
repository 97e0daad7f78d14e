import { defineWidget } from '../define-widget';
import type { LotteryResultsProps } from './lottery-results.props';

export const lotteryResultsWidget = defineWidget<LotteryResultsProps>({
  type: 'lottery-results',
  title: 'Lottery results',
  description:
    'The latest drawn results of the site’s lottery games (spec §7 /lgw/vn/numeros/opened/game, count 100): per game its special prize, draw and time, earlier specials and a link to bet on the next draw.',
  load: () => import('./lottery-results'),
  schema: () => import('./lottery-results.props'),
  placeholderHeight: 260,
});
