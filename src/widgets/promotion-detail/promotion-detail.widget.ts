import { defineWidget } from '../define-widget';
import type { PromotionDetailProps } from './promotion-detail.props';

export const promotionDetailWidget = defineWidget<PromotionDetailProps>({
  type: 'promotion-detail',
  title: 'Promotion detail',
  description:
    'The promotion named by the address (/promoDetail?id=): artwork, terms and the way to take part (register, or deposit when logged in).',
  load: () => import('./promotion-detail'),
  schema: () => import('./promotion-detail.props'),
  placeholderHeight: 520,
});
