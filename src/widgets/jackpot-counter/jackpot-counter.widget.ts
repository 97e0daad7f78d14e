import { defineWidget } from '../define-widget';
import type { JackpotCounterProps } from './jackpot-counter.props';

export const jackpotCounterWidget = defineWidget<JackpotCounterProps>({
  type: 'jackpot-counter',
  title: 'Jackpot counter',
  description:
    'The home page’s jackpot: starts at settings.jackpot.start and rises by settings.jackpot.step (165.11) every settings.jackpot.everyMs (3000 ms).',
  load: () => import('./jackpot-counter'),
  schema: () => import('./jackpot-counter.props'),
  placeholderHeight: 120,
});
