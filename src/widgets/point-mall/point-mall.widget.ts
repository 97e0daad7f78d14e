import { defineWidget } from '../define-widget';
import type { PointMallProps } from './point-mall.props';

export const pointMallWidget = defineWidget<PointMallProps>({
  type: 'point-mall',
  load: () => import('./point-mall'),
  placeholderHeight: 480,
});
