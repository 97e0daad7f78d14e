import { defineWidget } from '../define-widget';
import type { RealityCheckProps } from './reality-check.props';

export const realityCheckWidget = defineWidget<RealityCheckProps>({
  type: 'reality-check',
  load: () => import('./reality-check'),
});
