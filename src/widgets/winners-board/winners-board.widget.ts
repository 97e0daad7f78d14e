import { defineWidget } from '../define-widget';
import type { WinnersBoardProps } from './winners-board.props';

export const winnersBoardWidget = defineWidget<WinnersBoardProps>({
  type: 'winners-board',
  title: 'Winners board',
  description:
    'The latest real wins on this site’s games (player masked, game, prize), refreshed every half minute.',
  load: () => import('./winners-board'),
  schema: () => import('./winners-board.props'),
  placeholderHeight: 360,
});
