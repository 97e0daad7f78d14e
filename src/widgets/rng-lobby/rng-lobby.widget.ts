import { defineWidget } from '../define-widget';
import type { RngLobbyProps } from './rng-lobby.props';

export const rngLobbyWidget = defineWidget<RngLobbyProps>({
  type: 'rng-lobby',
  title: 'Slots lobby',
  description:
    'The slot (RNG) lobby: vendor menu, all / hot / favourite / recent modes, classification, minimum-bet and name filters, and a virtualised, infinitely loading game grid.',
  load: () => import('./rng-lobby'),
  schema: () => import('./rng-lobby.props'),
  placeholderHeight: 900,
});
