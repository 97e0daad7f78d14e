import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { readySiteAtom } from '../atoms/site';
import { PageFrame } from './page-frame';
import { Link } from '../ui/link/link';
import styles from './not-found-page.module.css';

/** What a path the site does not serve shows: a sentence and the way home. */
export function NotFoundContent() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        <Trans>Page not found</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>The page you asked for does not exist or is not available here.</Trans>
      </p>
      <Link className={styles.home} to="/">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}

/**
 * A route the site does not serve, or a page the merchant switched off: inside
 * the full frame, so the header and nav still lead somewhere.
 */
export function NotFoundPage() {
  const site = useAtomValue(readySiteAtom);
  const { t } = useLingui();
  const title = t`Page not found`;
  useEffect(() => {
    document.title = `${title} · ${site.merchant.name}`;
  }, [title, site.merchant.name]);
  return (
    <PageFrame frame="full" layout={site.layout}>
      <NotFoundContent />
    </PageFrame>
  );
}
