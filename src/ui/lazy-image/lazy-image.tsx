import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isCached, remember } from './image-cache';
import styles from './lazy-image.module.css';

/** Spec §9: start loading when the image is within 1.3 viewports. */
export const PRELOAD_RATIO = 1.3;
/** Spec §9, §8: one retry, then the fallback. */
export const IMAGE_RETRIES = 1;

export interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Shown when the image fails twice (spec §8: the default game icon). */
  fallback: ReactNode;
  /** Shown in the image's box until it has loaded (behind it while it decodes). */
  placeholder?: ReactNode;
  className?: string;
  /** Above the fold (a lobby's first row): load at once, not when the box nears the viewport. */
  eager?: boolean;
}

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * An image with a fixed box (no layout shift), loaded only near the viewport, retried
 * once on error and replaced by `fallback` after that.
 */
/** No address is a picture that cannot load: its fallback at once, never an empty `src`. */
function firstPhase(src: string, eager: boolean): Phase {
  if (!src) return 'failed';
  if (isCached(src)) return 'loaded';
  return eager ? 'loading' : 'waiting';
}

export function LazyImage({
  src,
  alt,
  width,
  height,
  fallback,
  placeholder,
  className,
  eager = false,
}: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [phase, setPhase] = useState<Phase>(() => firstPhase(src, eager));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setAttempt(0);
    setPhase(firstPhase(src, eager));
  }, [src, eager]);

  useEffect(() => {
    if (phase !== 'waiting') return;
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setPhase('loading');
      return;
    }
    const margin = `${Math.round((PRELOAD_RATIO - 1) * 100)}%`;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setPhase('loading');
          io.disconnect();
        }
      },
      { rootMargin: `${margin} ${margin} ${margin} ${margin}` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [phase]);

  const shown = phase === 'loading' || phase === 'loaded';
  const url = attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
  return (
    <span ref={box} className={`${styles.box} ${className ?? ''}`} data-phase={phase}>
      {(phase === 'waiting' || phase === 'loading') && placeholder}
      {phase === 'failed'
        ? fallback
        : shown && (
            <img
              key={url}
              src={url}
              alt={alt}
              width={width}
              height={height}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className={styles.img}
              onLoad={() => {
                remember(src);
                setPhase('loaded');
              }}
              onError={() => {
                if (attempt < IMAGE_RETRIES) setAttempt(attempt + 1);
                else setPhase('failed');
              }}
            />
          )}
    </span>
  );
}
