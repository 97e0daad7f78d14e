import { defineWidget } from '../define-widget';
import type { PointMallProps } from './point-mall.props';

export const pointMallWidget = defineWidget<PointMallProps>({
  type: 'point-mall',
  title: 'Point mall',
  description:
    'pointMall: the member’s points, the merchant’s catalogue (cash credits, goods, mobile top-ups) redeemed with the payment password, redeem history and points details.',
  load: () => import('./point-mall'),
  schema: () => import('./point-mall.props'),
  placeholderHeight: 480,
});
