import { defineWidget } from '../define-widget';
import type { WinnersBoardProps } from './winners-board.props';

export const winnersBoardWidget = defineWidget<WinnersBoardProps>({
  type: 'winners-board',
  load: () => import('./winners-board'),
  placeholderHeight: 360,
});
