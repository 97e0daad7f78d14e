import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { type CSSProperties } from 'react';
import { bannersAtom } from '../../atoms/banners';
import { readySiteAtom } from '../../atoms/site';
import { Carousel } from '../../ui/carousel/carousel';
import type { WidgetBaseProps } from '../define-widget';
import type { BannerCarouselProps } from './banner-carousel.props';
import { BannerSlide } from './banner-slide';
import styles from './banner-carousel.module.css';
import { useAsyncState } from '../../atoms/async';

/**
 * The banners of a page group (spec §2, §3; R1.18, R4.29, R9.1). While they load, a
 * skeleton of the same ratio holds the place; with no banners (or a failed call) the
 * widget renders nothing, so the page has no gap.
 */
export default function BannerCarousel({ group, showText = true }: BannerCarouselProps & WidgetBaseProps) {
  const { t } = useLingui();
  const site = useAtomValue(readySiteAtom);
  const config = site.bannerGroups.find((g) => g.group === group);
  const state = useAsyncState(bannersAtom(group));
  if (!config) return null;
  const ratio = { '--ratio': String(config.aspectRatio) } as CSSProperties;

  if (state.state === 'loading') {
    return (
      <div
        className={styles.skeleton}
        style={ratio}
        role="status"
        aria-busy="true"
        aria-label={t`Loading banners`}
      />
    );
  }
  if (state.state === 'hasError' || state.data.length === 0) return null;
  return (
    <div className={styles.root}>
      <Carousel
        items={state.data}
        getKey={(b) => b.bannerId}
        aspectRatio={config.aspectRatio}
        autoplayMs={site.settings.bannerAutoplayMs}
        label={t`Featured`}
        renderSlide={(banner, i) => <BannerSlide banner={banner} eager={i === 0} showText={showText} />}
      />
    </div>
  );
}
