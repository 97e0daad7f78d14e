import { defineWidget } from '../define-widget';
import type { VendorCarouselProps } from './vendor-carousel.props';

export const vendorCarouselWidget = defineWidget<VendorCarouselProps>({
  type: 'vendor-carousel',
  load: () => import('./vendor-carousel'),
  placeholderHeight: 130,
});
