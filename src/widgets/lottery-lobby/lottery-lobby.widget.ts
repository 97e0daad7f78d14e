import { defineWidget } from '../define-widget';
import type { LotteryLobbyProps } from './lottery-lobby.props';

export const lotteryLobbyWidget = defineWidget<LotteryLobbyProps>({
  type: 'lottery-lobby',
  title: 'Lottery lobby',
  description:
    'The /lottery page: lottery and e-lottery games with their next draw, the opened numbers (Vietnam style) and the betting view; reads gameCode, vendor and playType from the address.',
  load: () => import('./lottery-lobby'),
  schema: () => import('./lottery-lobby.props'),
  placeholderHeight: 900,
});
