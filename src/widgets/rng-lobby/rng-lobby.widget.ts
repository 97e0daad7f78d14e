import { defineWidget } from '../define-widget';
import type { RngLobbyProps } from './rng-lobby.props';

export const rngLobbyWidget = defineWidget<RngLobbyProps>({
  type: 'rng-lobby',
  load: () => import('./rng-lobby'),
  placeholderHeight: 900,
});
