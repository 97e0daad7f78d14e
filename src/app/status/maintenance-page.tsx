import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { refreshSystemStatusAtom } from '../../atoms/system-status';
import { CustomerServiceButton } from './customer-service-button';
import { StatusFrame } from './status-frame';
import styles from './status-page.module.css';

/** How often the page asks whether the site is back. */
const RECHECK_MS = 60_000;

/** Status 1: the site is under maintenance (game_maintenance, info_maintenance). */
export function MaintenancePage({
  message,
  until,
}: {
  message?: string | undefined;
  until?: string | undefined;
}) {
  const { i18n } = useLingui();
  const recheck = useSetAtom(refreshSystemStatusAtom);
  const [checking, setChecking] = useState(false);
  const untilText = until
    ? i18n.date(new Date(until), { dateStyle: 'medium', timeStyle: 'short' })
    : undefined;

  // The site reopens by itself: ask now and then, quietly.
  useEffect(() => {
    const timer = setInterval(() => void recheck().catch(() => undefined), RECHECK_MS);
    return () => clearInterval(timer);
  }, [recheck]);

  const checkNow = async () => {
    setChecking(true);
    await recheck().catch(() => undefined);
    setChecking(false);
  };

  return (
    <StatusFrame
      tone="calm"
      emblem={
        <svg viewBox="0 0 24 24" width="44" height="44">
          <path
            d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3.5 17.3a1.5 1.5 0 0 0 2.1 2.1l5.8-5.8a4 4 0 0 0 5.2-5.4l-2.4 2.4-2.1-.5-.5-2.1 2.4-2.4Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinejoin="round"
          />
        </svg>
      }
    >
      <h1 className={styles.title}>
        <Trans id="game_maintenance">System maintenance</Trans>
      </h1>
      <p className={styles.text}>
        <Trans id="info_maintenance">
          We are improving the site. Your balance and bets are safe. Please come back soon.
        </Trans>
      </p>
      {message && <p className={styles.note}>{message}</p>}
      {untilText && (
        <p className={styles.until}>
          <Trans>Expected back: {untilText}</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void checkNow()}
          disabled={checking}
        >
          {checking ? <Trans>Checking…</Trans> : <Trans>Check again</Trans>}
        </button>
        <CustomerServiceButton />
      </div>
    </StatusFrame>
  );
}
