import { defineWidget } from '../define-widget';
import type { PvpRoomsProps } from './pvp-rooms.props';

export const pvpRoomsWidget = defineWidget<PvpRoomsProps>({
  type: 'pvp-rooms',
  load: () => import('./pvp-rooms'),
  schema: () => import('./pvp-rooms.props'),
  placeholderHeight: 480,
});
