import { defineWidget } from '../define-widget';
import type { GamePopupProps } from './game-popup.props';

export const gamePopupWidget = defineWidget<GamePopupProps>({
  type: 'game-popup',
  title: 'Game popup list',
  description:
    'The gamePopup popup: the games of a VASSALAGE vendor (fish, PvP...) to launch one; opened by a vendor card.',
  load: () => import('./game-popup'),
  schema: () => import('./game-popup.props'),
  placeholderHeight: 480,
});
