import { defineWidget } from '../define-widget';
import type { VendorCarouselProps } from './vendor-carousel.props';

export const vendorCarouselWidget = defineWidget<VendorCarouselProps>({
  type: 'vendor-carousel',
  title: 'Vendor carousel',
  description:
    'Vendor logos that move one step every 3 s, 10 in view with 10 px between (spec §9); a logo opens its games.',
  load: () => import('./vendor-carousel'),
  schema: () => import('./vendor-carousel.props'),
  placeholderHeight: 130,
});
