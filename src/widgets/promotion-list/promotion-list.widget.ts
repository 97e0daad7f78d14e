import { defineWidget } from '../define-widget';
import type { PromotionListProps } from './promotion-list.props';

export const promotionListWidget = defineWidget<PromotionListProps>({
  type: 'promotion-list',
  load: () => import('./promotion-list'),
  placeholderHeight: 420,
});
