import { defineWidget } from '../define-widget';
import type { BannerCarouselProps } from './banner-carousel.props';

export const bannerCarouselWidget = defineWidget<BannerCarouselProps>({
  type: 'banner-carousel',
  load: () => import('./banner-carousel'),
});
