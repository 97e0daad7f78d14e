import { defineWidget } from '../define-widget';
import type { PlayerLimitsProps } from './player-limits.props';

export const playerLimitsWidget = defineWidget<PlayerLimitsProps>({
  type: 'player-limits',
  title: 'Deposit, loss and wager limits',
  description:
    'Player protection: the member sets deposit, loss and wager limits per 24 hours, 7 days and calendar month; lowering holds at once, raising or removing waits 24 hours and then needs confirming (docs/player-protection.md). Switchable per merchant with platform.json protection.limits.',
  load: () => import('./player-limits'),
  schema: () => import('./player-limits.props'),
  placeholderHeight: 420,
});
