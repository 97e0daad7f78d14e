import { defineWidget } from '../define-widget';
import type { GameLobbyProps } from './game-lobby.props';

export const gameLobbyWidget = defineWidget<GameLobbyProps>({
  type: 'game-lobby',
  title: 'Game lobby',
  description:
    'A lobby of one game type (live, fish, PvP, sports, esports; or the one the path names): vendors to launch, hot games or hot matches, and table categories.',
  load: () => import('./game-lobby'),
  schema: () => import('./game-lobby.props'),
  placeholderHeight: 640,
});
