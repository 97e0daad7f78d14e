import { Trans } from '@lingui/react/macro';
import styles from './config-error-page.module.css';

/**
 * A page asked for on a host no merchant uses (spec §8 "invalid URL or domain check
 * failed"): no brand, no site, a calm sentence in the visitor's language.
 */
export function UnknownDomainPage({ host }: { host: string }) {
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>
          <Trans>Invalid URL or domain check failed.</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            No site answers at {host}. Please check the address, or open the site from its official link.
          </Trans>
        </p>
      </div>
    </main>
  );
}
