import { defineWidget } from '../define-widget';
import type { PlayerLimitsProps } from './player-limits.props';

export const playerLimitsWidget = defineWidget<PlayerLimitsProps>({
  type: 'player-limits',
  load: () => import('./player-limits'),
  placeholderHeight: 420,
});
