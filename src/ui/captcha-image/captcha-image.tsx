import { useRef } from 'react';
import styles from './captcha-image.module.css';

/** Minimum time between two refreshes (spec §5). */
export const CAPTCHA_REFRESH_MS = 1000;

/**
 * The captcha picture; a click asks for a new one, at most once a second. A fixed
 * size, so nothing moves while it loads.
 */
export function CaptchaImage({
  image,
  onRefresh,
  label,
  loading,
}: {
  image: string | undefined;
  onRefresh(): void;
  label: string;
  loading?: boolean;
}) {
  const last = useRef(0);
  return (
    <button
      type="button"
      className={styles.captcha}
      aria-label={label}
      title={label}
      onClick={() => {
        const now = Date.now();
        if (now - last.current < CAPTCHA_REFRESH_MS) return;
        last.current = now;
        onRefresh();
      }}
    >
      {image && !loading ? (
        <img src={image} alt="" width={96} height={32} />
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
    </button>
  );
}
