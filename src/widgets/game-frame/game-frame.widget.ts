import { defineWidget } from '../define-widget';
import type { GameFrameProps } from './game-frame.props';

export const gameFrameWidget = defineWidget<GameFrameProps>({
  type: 'game-frame',
  title: 'Game frame',
  description:
    'The /game page: starts the game named in the address (gameType, vassalage, nodeId or gameId) and shows it in a frame; login required.',
  load: () => import('./game-frame'),
  schema: () => import('./game-frame.props'),
  placeholderHeight: 720,
});
