import { defineWidget } from '../define-widget';
import type { BannerCarouselProps } from './banner-carousel.props';

export const bannerCarouselWidget = defineWidget<BannerCarouselProps>({
  type: 'banner-carousel',
  title: 'Banner carousel',
  description:
    'The banners of a page group from the platform, in a fixed-ratio frame; autoplays only with more than one banner. Renders nothing when the group has none.',
  load: () => import('./banner-carousel'),
  schema: () => import('./banner-carousel.props'),
});
