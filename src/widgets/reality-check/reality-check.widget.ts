import { defineWidget } from '../define-widget';
import type { RealityCheckProps } from './reality-check.props';

export const realityCheckWidget = defineWidget<RealityCheckProps>({
  type: 'reality-check',
  title: 'Reality check',
  description:
    'Player protection: at the interval the member chose, a dialog shows how long this session has lasted and its net result, links to the history and waits for an answer (continue or log out). At the session time limit it asks the platform, which ends the session; both are kept on the platform, so a reload or another tab changes nothing (docs/player-protection.md). Place it once at the end of layout.header (shown on game pages too, where the side bars are not) for logged-in members; draws nothing between checks.',
  load: () => import('./reality-check'),
  schema: () => import('./reality-check.props'),
});
