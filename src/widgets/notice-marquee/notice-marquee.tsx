import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import type { AnnouncementItem } from '@schemas/api/content-shapes';
import { bulletinsAtom } from '../../atoms/announcements';
import { openPopupAtom } from '../../atoms/popup';
import type { WidgetBaseProps } from '../define-widget';
import type { NoticeMarqueeProps } from './notice-marquee.props';
import styles from './notice-marquee.module.css';
import { useAsyncState } from '../../atoms/async';

/**
 * Set the scroll duration from the strip's width, so every site scrolls at the same speed. The
 * width comes from the resize observer, which measures after the browser's own layout: reading
 * it in the effect forced a layout of the whole page while the first render was committing.
 */
function useDuration(speed: number, count: number) {
  const trackRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      // The track is as wide as its content (max-content), two copies of the notices.
      const half = (entry?.borderBoxSize[0]?.inlineSize ?? track.scrollWidth) / 2;
      track.style.setProperty('--duration', `${Math.max(8, half / speed).toFixed(1)}s`);
    });
    observer.observe(track);
    return () => observer.disconnect();
  }, [speed, count]);
  return trackRef;
}

function Items({
  items,
  onOpen,
  copy,
}: {
  items: AnnouncementItem[];
  onOpen: (i: number) => void;
  copy?: boolean;
}) {
  return (
    <ul className={styles.items} {...(copy ? { 'aria-hidden': true, inert: true } : {})}>
      {items.map((item, i) => (
        <li key={item.id}>
          <button type="button" className={styles.item} onClick={() => onOpen(i)}>
            {item.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's notice marquee (spec §2; R2.25): bulletins scroll by; hovering or
 * focusing pauses them; a click opens the notice popup at that notice.
 */
export default function NoticeMarquee({ speed = 60 }: NoticeMarqueeProps & WidgetBaseProps) {
  const { t } = useLingui();
  const state = useAsyncState(bulletinsAtom);
  const openPopup = useSetAtom(openPopupAtom);
  const items = state.state === 'hasData' ? state.data : [];
  const trackRef = useDuration(speed, items.length);
  const open = (index: number) => openPopup({ name: 'notice', params: { index } });

  return (
    <div className={styles.marquee} role="region" aria-label={t`Notices`}>
      <button type="button" className={styles.all} onClick={() => open(0)} aria-label={t`All notices`}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M3 10v4h3l5 4V6L6 10H3Zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z"
            fill="currentColor"
          />
        </svg>
      </button>
      <div className={styles.viewport}>
        {state.state === 'loading' && <span className={styles.skeleton} aria-hidden="true" />}
        {items.length > 0 && (
          <div ref={trackRef} className={styles.track}>
            <Items items={items} onOpen={open} />
            <Items items={items} onOpen={open} copy />
          </div>
        )}
      </div>
    </div>
  );
}
