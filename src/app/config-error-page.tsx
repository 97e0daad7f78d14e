import { Trans } from '@lingui/react/macro';
import type { SiteProblem } from '@schemas/site/check/site-problems';
import styles from './config-error-page.module.css';

/**
 * Shown instead of the site when its configuration does not validate: never a
 * blank page. Players read a calm message; outside production the platform also
 * sends each problem (node path, message, suggestion) for the merchant's developers.
 */
export function ConfigErrorPage({ problems }: { problems: readonly SiteProblem[] }) {
  const showDetails = problems.length > 0;
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>
          <Trans>This site is being set up</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Its configuration has errors, so it cannot open yet. Please try again later.</Trans>
        </p>
        {showDetails && (
          <>
            <h2 className={styles.subtitle}>
              <Trans>Configuration errors ({problems.length})</Trans>
            </h2>
            <ol className={styles.list}>
              {problems.map((p) => (
                <li key={`${p.pointer}|${p.message}`}>
                  <code>{p.path}</code>: {p.message}
                  {p.suggestion && (
                    <>
                      {' '}
                      <Trans>Did you mean “{p.suggestion}”?</Trans>
                    </>
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </main>
  );
}
