import type { ReactNode } from 'react';
import type { Banner } from '@schemas/api/content-shapes';
import { GAME_TYPE_ROUTES, GAME_TYPES, type GameType } from '@schemas/site/constants';
import { Link } from '../../ui/link/link';
import styles from './banner-carousel.module.css';

/** Where a banner's linkage leads inside the portal, or an outside URL, or nowhere. */
export function bannerTarget(banner: Banner): { to: string } | { href: string } | null {
  const { linkageType, linkage } = banner;
  if (!linkage) return null;
  switch (linkageType) {
    case 'route':
      return linkage.startsWith('/') ? { to: linkage } : null;
    case 'url':
      return /^https:\/\//.test(linkage) ? { href: linkage } : null;
    case 'promotion':
      return /^\d+$/.test(linkage) ? { to: `/promoDetail?id=${linkage}` } : null;
    case 'game': {
      const route = (GAME_TYPES as readonly string[]).includes(linkage)
        ? GAME_TYPE_ROUTES[linkage as GameType]
        : null;
      return route ? { to: route } : null;
    }
    default:
      return null;
  }
}

interface Props {
  banner: Banner;
  /** The first slide loads at once; the others when the browser has time. */
  eager: boolean;
  showText: boolean;
}

/** One banner: artwork, the texts over it, and the whole slide as its link. */
export function BannerSlide({ banner, eager, showText }: Props) {
  const target = bannerTarget(banner);
  const body: ReactNode = (
    <>
      <img
        className={styles.art}
        src={banner.url}
        alt={showText ? '' : banner.title}
        width={1920}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        draggable={false}
      />
      {showText && (
        <div className={styles.text}>
          <p className={styles.title}>{banner.title}</p>
          {banner.subtitle && <p className={styles.subtitle}>{banner.subtitle}</p>}
          {banner.cta && target && <span className={styles.cta}>{banner.cta}</span>}
        </div>
      )}
    </>
  );
  if (!target) return <div className={styles.slide}>{body}</div>;
  if ('href' in target)
    return (
      <a
        className={styles.slide}
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        draggable={false}
      >
        {body}
      </a>
    );
  return (
    <Link className={styles.slide} to={target.to} draggable={false}>
      {body}
    </Link>
  );
}
