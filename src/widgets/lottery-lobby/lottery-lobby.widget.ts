import { defineWidget } from '../define-widget';
import type { LotteryLobbyProps } from './lottery-lobby.props';

export const lotteryLobbyWidget = defineWidget<LotteryLobbyProps>({
  type: 'lottery-lobby',
  load: () => import('./lottery-lobby'),
  placeholderHeight: 900,
});
