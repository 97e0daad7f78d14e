import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import type { VendorCard } from '@schemas/api/game-shapes';
import { gameMenusAtom } from '../../atoms/game-menus';
import { launchGameAtom } from '../../atoms/game-launch';
import type { WidgetBaseProps } from '../define-widget';
import type { VendorCarouselProps } from './vendor-carousel.props';
import styles from './vendor-carousel.module.css';
import { useAsyncState } from '../../atoms/async';

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia?.('(max-width: 640px)').matches ?? false);
  useEffect(() => {
    const mq = window.matchMedia?.('(max-width: 640px)');
    if (!mq) return;
    const on = () => setNarrow(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return narrow;
}

/**
 * Vendor logos in a strip that steps one logo every `speed` ms (spec §9: 10 per view,
 * gap 10, 3000). It holds still while hovered or focused, and for reduced motion.
 */
export default function VendorCarousel({
  gameType = 'all',
  perView = 10,
  gap = 10,
  speed = 3000,
}: VendorCarouselProps & WidgetBaseProps) {
  const { t } = useLingui();
  const lanes = useAsyncState(gameMenusAtom);
  const launch = useSetAtom(launchGameAtom);
  const navigate = useNavigate();
  const narrow = useNarrow();
  const view = narrow ? Math.min(4, perView) : perView;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduce = useRef(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);

  const vendors: VendorCard[] =
    lanes.state === 'hasData'
      ? lanes.data.filter((l) => gameType === 'all' || l.gameCategory === gameType).flatMap((l) => l.vendors)
      : [];
  const steps = Math.max(0, vendors.length - view);
  useEffect(() => {
    if (paused || reduce.current || steps === 0) return;
    const timer = setInterval(() => setIndex((i) => (i >= steps ? 0 : i + 1)), speed);
    return () => clearInterval(timer);
  }, [paused, steps, speed]);

  if (lanes.state === 'loading')
    return <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t`Loading vendors`} />;
  if (lanes.state === 'hasError' || vendors.length === 0) return null;
  const vars = {
    '--view': String(view),
    '--gap': `${gap}px`,
    '--index': String(Math.min(index, steps)),
  } as CSSProperties;
  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={t`Game vendors`}
      style={vars}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul className={styles.track}>
        {vendors.map((v) => (
          <li key={`${v.category}:${v.vassalage}`} className={styles.item}>
            <button
              type="button"
              className={styles.logo}
              onClick={() => {
                const to = launch({
                  gameType: v.gameType,
                  vassalage: v.vassalage,
                  isGame: v.isGame,
                  ...(v.gameCode ? { gameId: v.gameCode } : {}),
                  ...(v.defaultPlayType ? { defaultPlayType: v.defaultPlayType } : {}),
                });
                if (to) navigate(to);
              }}
            >
              <img src={v.smallIcon} alt="" width={160} height={80} loading="lazy" decoding="async" />
              <span>{v.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
