import { defineWidget } from '../define-widget';
import type { PvpRoomsProps } from './pvp-rooms.props';

export const pvpRoomsWidget = defineWidget<PvpRoomsProps>({
  type: 'pvp-rooms',
  title: 'PvP rooms',
  description:
    'Rooms of the card and board games by stake level, with how many members played lately; joining launches the game.',
  load: () => import('./pvp-rooms'),
  schema: () => import('./pvp-rooms.props'),
  placeholderHeight: 480,
});
