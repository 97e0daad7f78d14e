import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { announcementDetailAtom } from '../../atoms/announcements';
import { openPopupAtom } from '../../atoms/popup';
import { loggedInAtom } from '../../atoms/session';
import { RichText } from '../../ui/rich-text/rich-text';
import type { WidgetBaseProps } from '../define-widget';
import type { PromotionDetailProps } from './promotion-detail.props';
import { Link } from '../../ui/link/link';
import styles from './promotion-detail.module.css';
import { useAsyncState } from '../../atoms/async';

function NotFound() {
  return (
    <div className={styles.state}>
      <h1 className={styles.stateTitle}>
        <Trans>This promotion is not available</Trans>
      </h1>
      <p>
        <Trans>It may have ended. Have a look at the offers running now.</Trans>
      </p>
      <Link to="/promotions" className={styles.primary}>
        <Trans>All promotions</Trans>
      </Link>
    </div>
  );
}

function Detail({ id }: { id: number }) {
  const { i18n } = useLingui();
  const detail = announcementDetailAtom(id);
  const state = useAsyncState(detail);
  const reload = useSetAtom(detail);
  const loggedIn = useAtomValue(loggedInAtom);
  const openPopup = useSetAtom(openPopupAtom);

  if (state.state === 'loading') {
    return (
      <div className={styles.detail} aria-busy="true">
        <div className={`${styles.art} ${styles.skeleton}`} />
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLine} />
      </div>
    );
  }
  if (state.state === 'hasError') {
    const code = (state.error as { code?: string }).code;
    if (code === 'NOT_FOUND') return <NotFound />;
    return (
      <div className={styles.state} role="alert">
        <p>
          <Trans>This promotion could not load. Check your connection and try again.</Trans>
        </p>
        <button type="button" className={styles.primary} onClick={() => reload()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const promo = state.data;
  if (promo.type !== 'PR') return <NotFound />;
  const ends = promo.endsAt ? i18n.date(new Date(promo.endsAt), { dateStyle: 'long' }) : null;
  return (
    <article className={styles.detail}>
      {promo.image && <img className={styles.art} src={promo.image} alt="" width={1280} height={400} />}
      <div className={styles.head}>
        <Link to="/promotions" className={styles.back}>
          <Trans>All promotions</Trans>
        </Link>
        <h1 className={styles.title}>{promo.title}</h1>
        {promo.summary && <p className={styles.summary}>{promo.summary}</p>}
        <p className={styles.period}>{ends ? <Trans>Until {ends}</Trans> : <Trans>Ongoing offer</Trans>}</p>
      </div>
      <section className={styles.terms} aria-label={promo.title}>
        <RichText html={promo.content} />
      </section>
      <div className={styles.actions}>
        {loggedIn ? (
          <button
            type="button"
            className={styles.primary}
            onClick={() => openPopup({ name: 'memberCentre', params: { page: 'depositv2' } })}
          >
            <Trans>Deposit and take part</Trans>
          </button>
        ) : (
          <button type="button" className={styles.primary} onClick={() => openPopup('register')}>
            <Trans>Register to take part</Trans>
          </button>
        )}
      </div>
    </article>
  );
}

/** A promotion in full (spec §2 /promoDetail), from the notice detail call. */
export default function PromotionDetail(_props: PromotionDetailProps & WidgetBaseProps) {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  return <Detail key={id} id={id} />;
}
