import { Trans } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { useSiteText } from '../../i18n/use-site-text';
import type { WidgetBaseProps } from '../define-widget';
import type { SectionProps } from './section.props';
import { Link } from '../../ui/link/link';
import styles from './section.module.css';

export default function Section({
  title,
  moreRoute,
  layout = 'stack',
  columns = 2,
  children,
}: SectionProps & WidgetBaseProps) {
  const text = useSiteText();
  const heading = title ? text(title) : undefined;
  // React sets style through the CSSOM, which the CSP allows (no inline style attributes).
  const columnsVar = { '--columns': columns } as CSSProperties;
  return (
    <section className={styles.section} aria-label={heading}>
      {heading && (
        <div className={styles.heading}>
          <h2 className={styles.title}>{heading}</h2>
          {moreRoute && (
            <Link className={styles.more} to={moreRoute}>
              <Trans>See all</Trans>
            </Link>
          )}
        </div>
      )}
      <div className={styles[layout]} style={columnsVar}>
        {children}
      </div>
    </section>
  );
}
