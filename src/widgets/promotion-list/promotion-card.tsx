import { Trans, useLingui } from '@lingui/react/macro';
import type { AnnouncementItem } from '@schemas/api/content-shapes';
import { Link } from '../../ui/link/link';
import styles from './promotion-list.module.css';

const DAY_MS = 86_400_000;

/** "Ends in 3 days", "Ends today" or "Ongoing". */
export function EndsIn({ endsAt, now }: { endsAt?: number | undefined; now: number }) {
  if (!endsAt) return <Trans>Ongoing</Trans>;
  const days = Math.ceil((endsAt - now) / DAY_MS);
  if (days <= 1) return <Trans>Ends today</Trans>;
  return <Trans>Ends in {days} days</Trans>;
}

/** A promotion as a card: artwork of fixed ratio, title, summary, end, link to its details. */
export function PromotionCard({ promo, now }: { promo: AnnouncementItem; now: number }) {
  const { t } = useLingui();
  const title = promo.title;
  return (
    <article className={styles.card}>
      <Link to={`/promoDetail?id=${promo.id}`} className={styles.cardLink} aria-label={t`${title}: details`}>
        {promo.image ? (
          <img
            className={styles.art}
            src={promo.image}
            alt=""
            width={640}
            height={200}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.art} aria-hidden="true" />
        )}
      </Link>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link to={`/promoDetail?id=${promo.id}`}>{promo.title}</Link>
        </h2>
        {promo.summary && <p className={styles.summary}>{promo.summary}</p>}
        <p className={styles.meta}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path
              d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v5l3 2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <EndsIn endsAt={promo.endsAt} now={now} />
        </p>
      </div>
    </article>
  );
}
