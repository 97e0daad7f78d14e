import { defineWidget } from '../define-widget';
import type { PromotionDetailProps } from './promotion-detail.props';

export const promotionDetailWidget = defineWidget<PromotionDetailProps>({
  type: 'promotion-detail',
  load: () => import('./promotion-detail'),
  placeholderHeight: 520,
});
