import { Trans } from '@lingui/react/macro';
import { CustomerServiceButton } from './customer-service-button';
import { StatusFrame } from './status-frame';
import styles from './status-page.module.css';

/** Status 2: the visitor's region or IP is blocked (blockip, info_ip_block); shows the IP. */
export function RegionBlockedPage({ ip }: { ip: string }) {
  return (
    <StatusFrame
      tone="alert"
      emblem={
        <svg viewBox="0 0 24 24" width="44" height="44">
          <path
            d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM5.6 5.6l12.8 12.8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      }
    >
      <h1 className={styles.title}>
        <Trans id="blockip">Access from your region is restricted</Trans>
      </h1>
      <p className={styles.text}>
        <Trans id="info_ip_block">Sorry, this site is not available at your location or IP address.</Trans>
      </p>
      <p className={styles.ip}>
        <Trans>Your IP: {ip}</Trans>
      </p>
      <p className={styles.hint}>
        <Trans>If you think this is a mistake, tell our support team the address above.</Trans>
      </p>
      <div className={styles.actions}>
        <CustomerServiceButton />
      </div>
    </StatusFrame>
  );
}
