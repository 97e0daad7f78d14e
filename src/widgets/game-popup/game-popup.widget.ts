import { defineWidget } from '../define-widget';
import type { GamePopupProps } from './game-popup.props';

export const gamePopupWidget = defineWidget<GamePopupProps>({
  type: 'game-popup',
  load: () => import('./game-popup'),
  placeholderHeight: 480,
});
