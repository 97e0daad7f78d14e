import { defineWidget } from '../define-widget';
import type { PromotionListProps } from './promotion-list.props';

export const promotionListWidget = defineWidget<PromotionListProps>({
  type: 'promotion-list',
  title: 'Promotion list',
  description:
    'The promotions of the announcement list (type PR) as cards with artwork, summary and end date, filtered by category; each opens /promoDetail.',
  load: () => import('./promotion-list'),
  schema: () => import('./promotion-list.props'),
  placeholderHeight: 420,
});
