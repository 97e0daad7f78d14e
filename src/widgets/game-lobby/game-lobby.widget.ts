import { defineWidget } from '../define-widget';
import type { GameLobbyProps } from './game-lobby.props';

export const gameLobbyWidget = defineWidget<GameLobbyProps>({
  type: 'game-lobby',
  load: () => import('./game-lobby'),
  placeholderHeight: 640,
});
