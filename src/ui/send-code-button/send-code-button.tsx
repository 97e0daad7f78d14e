import { useEffect, useState } from 'react';
import styles from './send-code-button.module.css';

/** Minimum time between two sends (spec §5 "SMS request throttled once per second"). */
export const SEND_THROTTLE_MS = 1000;

/**
 * The "send code" button (spec §4): after a send it counts down and refuses to
 * send again until the count ends. `until` is the time (ms) the count ends.
 */
export function SendCodeButton({
  until,
  onSend,
  label,
  countingLabel,
  busy,
  disabled,
}: {
  until: number;
  onSend(): void;
  label: string;
  /** e.g. (s) => `Resend in ${s}s`. */
  countingLabel(seconds: number): string;
  busy?: boolean;
  disabled?: boolean;
}) {
  const [now, setNow] = useState(() => Date.now());
  const [lastPress, setLastPress] = useState(0);
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining]);
  useEffect(() => setNow(Date.now()), [until]);
  const counting = remaining > 0;
  return (
    <button
      type="button"
      className={styles.button}
      disabled={counting || busy || disabled}
      aria-live="polite"
      onClick={() => {
        const t = Date.now();
        if (counting || t - lastPress < SEND_THROTTLE_MS) return;
        setLastPress(t);
        onSend();
      }}
    >
      {counting ? countingLabel(remaining) : label}
    </button>
  );
}
