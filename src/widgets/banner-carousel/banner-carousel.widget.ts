import { defineWidget } from '../define-widget';
import type { BannerCarouselProps } from './banner-carousel.props';

export const bannerCarouselWidget = defineWidget<BannerCarouselProps>({
  type: 'banner-carousel',
  load: () => import('./banner-carousel'),
  // A group with no banners draws nothing, and the first banner is the page's largest paint:
  // read them before the first render (through the state atom the carousel uses), so the
  // carousel starts with its banners instead of a skeleton that is then replaced or removed.
  prefetch: async ({ group }, store) => {
    if (!group) return undefined;
    const [{ bannersAtom }, { asyncState }] = await Promise.all([
      import('../../atoms/banners'),
      import('../../atoms/async'),
    ]);
    store.get(asyncState(bannersAtom(group)));
    return store.get(bannersAtom(group));
  },
});
