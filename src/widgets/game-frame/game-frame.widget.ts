import { defineWidget } from '../define-widget';
import type { GameFrameProps } from './game-frame.props';

export const gameFrameWidget = defineWidget<GameFrameProps>({
  type: 'game-frame',
  load: () => import('./game-frame'),
  placeholderHeight: 720,
});
