import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteText } from '../../i18n/use-site-text';
import type { WidgetBaseProps } from '../define-widget';
import type { FeatureUnavailableProps } from './feature-unavailable.props';
import { Link } from '../../ui/link/link';
import styles from './feature-unavailable.module.css';

/** A part of the site that is not built yet: says so plainly, never fakes content. */
export default function FeatureUnavailable({
  title,
  variant = 'page',
}: FeatureUnavailableProps & WidgetBaseProps) {
  const text = useSiteText();
  const headingId = useId();
  const { pathname } = useLocation();
  const heading = title ? text(title) : undefined;
  const Heading = variant === 'page' ? 'h1' : 'h3';
  const atHome = pathname === '/' || pathname === '/home' || pathname === '/index.html';
  return (
    <section className={styles[variant]} aria-labelledby={headingId} data-testid="feature-unavailable">
      <svg className={styles.icon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <path
          d="M7 3h10M7 21h10M8 3v3.5a4 4 0 0 0 1.6 3.2L12 11.5l2.4-1.8A4 4 0 0 0 16 6.5V3M8 21v-3.5a4 4 0 0 1 1.6-3.2l2.4-1.8 2.4 1.8a4 4 0 0 1 1.6 3.2V21"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Heading id={headingId} className={styles.title}>
        {heading ?? <Trans>Not available yet</Trans>}
      </Heading>
      <p className={styles.text}>
        {heading ? (
          <Trans>{heading} is not available yet. We are building it and it will open here soon.</Trans>
        ) : (
          <Trans>
            This part of the site is not available yet. We are building it and it will open here soon.
          </Trans>
        )}
      </p>
      {variant === 'page' && !atHome && (
        <Link className={styles.home} to="/">
          <Trans>Back to home</Trans>
        </Link>
      )}
    </section>
  );
}
