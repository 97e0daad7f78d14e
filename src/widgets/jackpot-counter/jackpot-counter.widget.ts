import { defineWidget } from '../define-widget';
import type { JackpotCounterProps } from './jackpot-counter.props';

export const jackpotCounterWidget = defineWidget<JackpotCounterProps>({
  type: 'jackpot-counter',
  load: () => import('./jackpot-counter'),
  placeholderHeight: 120,
});
