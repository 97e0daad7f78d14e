import { defineWidget } from '../define-widget';
import type { GameGridProps } from './game-grid.props';

export const gameGridWidget = defineWidget<GameGridProps>({
  type: 'game-grid',
  title: 'Game grid',
  description:
    'A grid of games to launch: the popular games (home page, spec §7 count 20) or the hot games of a type.',
  load: () => import('./game-grid'),
  schema: () => import('./game-grid.props'),
  placeholderHeight: 520,
});
