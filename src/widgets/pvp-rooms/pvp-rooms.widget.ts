import { defineWidget } from '../define-widget';
import type { PvpRoomsProps } from './pvp-rooms.props';

export const pvpRoomsWidget = defineWidget<PvpRoomsProps>({
  type: 'pvp-rooms',
  load: () => import('./pvp-rooms'),
  placeholderHeight: 480,
});
