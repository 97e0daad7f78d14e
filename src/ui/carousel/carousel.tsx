import { useLingui } from '@lingui/react/macro';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useAutoplay } from './use-autoplay';
import { useSwipe } from './use-swipe';
import styles from './carousel.module.css';
import { Chevron } from '../icon/chevron';

/** Slide duration; a cut under reduced motion (base.css shortens every transition). */
const SLIDE_MS = 480;

export interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderSlide: (item: T, index: number) => ReactNode;
  /** Width:height of the frame, fixed so nothing shifts while images load. */
  aspectRatio: number;
  /** Time each slide shows before the next (spec §9: 5000 ms). */
  autoplayMs: number;
  /** Accessible name of the carousel. */
  label: string;
}

/**
 * Slides in a fixed-ratio frame (spec §2, §4, §9): autoplays only with more than one
 * slide and keeps going after interaction (a manual move restarts the slide's time);
 * arrows, dots, the keyboard's left and right keys and swipes move it. The last slide
 * wraps to the first through a copy, so the motion always goes forward.
 */
export function Carousel<T>({
  items,
  getKey,
  renderSlide,
  aspectRatio,
  autoplayMs,
  label,
}: CarouselProps<T>) {
  const { t } = useLingui();
  const count = items.length;
  const loop = count > 1;
  const [pos, setPos] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [manualMoves, setManualMoves] = useState(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const active = count === 0 ? 0 : pos % count;

  /** Jump without animation, then let the next change animate again. */
  const jump = useCallback((to: number) => {
    flushSync(() => {
      setAnimate(false);
      setPos(to);
    });
    void trackRef.current?.offsetWidth;
    setAnimate(true);
  }, []);

  const next = useCallback(() => {
    setAnimate(true);
    setPos((p) => (p >= count ? 1 : p + 1));
  }, [count]);

  const prev = useCallback(() => {
    if (pos === 0) jump(count);
    setPos((p) => (p <= 0 ? count - 1 : p - 1));
  }, [pos, count, jump]);

  // Landing on the copy of the first slide: swap to the real one, invisibly.
  useEffect(() => {
    if (pos !== count || !loop) return;
    const timer = setTimeout(() => jump(0), SLIDE_MS + 40);
    return () => clearTimeout(timer);
  }, [pos, count, loop, jump]);

  useEffect(() => {
    if (pos > count) setPos(0);
  }, [pos, count]);

  useAutoplay(loop, autoplayMs, next, manualMoves);
  /** A move the player made: it happens, and the new slide gets its full time. */
  const manual = (move: () => void) => {
    move();
    setManualMoves((m) => m + 1);
  };
  const swipe = useSwipe(loop, (direction) => manual(direction === 1 ? next : prev));

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!loop) return;
    if (e.key === 'ArrowRight') manual(next);
    else if (e.key === 'ArrowLeft') manual(prev);
    else return;
    e.preventDefault();
  };

  if (count === 0) return null;
  const slides = loop ? [...items, items[0] as T] : items;
  const frameVars = { '--ratio': String(aspectRatio) } as CSSProperties;
  const trackStyle: CSSProperties = {
    transform: `translate3d(calc(${-pos * 100}% + ${swipe.dragX}px), 0, 0)`,
    transition:
      animate && !swipe.dragging ? `transform ${SLIDE_MS}ms cubic-bezier(0.22, 0.7, 0.2, 1)` : 'none',
  };

  return (
    <section
      className={styles.carousel}
      style={frameVars}
      aria-roledescription={t`carousel`}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} {...swipe.handlers}>
        <div ref={trackRef} className={styles.track} style={trackStyle} aria-live="off">
          {slides.map((item, i) => {
            const isCopy = i === count;
            const isActive = i === pos || (isCopy && pos === count);
            return (
              <div
                key={isCopy ? `copy-${getKey(item)}` : getKey(item)}
                className={styles.slide}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${(i % count) + 1} of ${count}`}
                aria-hidden={!isActive || undefined}
                inert={!isActive || undefined}
                data-active={isActive || undefined}
              >
                {renderSlide(item, i % count)}
              </div>
            );
          })}
        </div>
      </div>
      {loop && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t`Previous banner`}
            onClick={() => manual(prev)}
          >
            <Chevron direction="left" size={22} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t`Next banner`}
            onClick={() => manual(next)}
          >
            <Chevron direction="right" size={22} />
          </button>
          <div className={styles.dots}>
            {items.map((item, i) => (
              <button
                key={getKey(item)}
                type="button"
                className={styles.dot}
                aria-label={t`Show banner ${i + 1} of ${count}`}
                aria-current={i === active || undefined}
                onClick={() =>
                  manual(() => {
                    setAnimate(true);
                    setPos(i);
                  })
                }
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
