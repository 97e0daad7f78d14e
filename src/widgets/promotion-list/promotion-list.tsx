import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { announcementListsAtom, promotionsAtom } from '../../atoms/announcements';
import type { WidgetBaseProps } from '../define-widget';
import { PromotionCard } from './promotion-card';
import type { PromotionListProps } from './promotion-list.props';
import styles from './promotion-list.module.css';
import { useAsyncState } from '../../atoms/async';

/** Names of the promotion categories the platform uses; others show under All only. */
const CATEGORY_NAMES: Record<string, MessageDescriptor> = {
  new: msg`New members`,
  slots: msg`Slots`,
  live: msg`Live casino`,
  sports: msg`Sports`,
  referral: msg`Invite friends`,
  missions: msg`Missions`,
};

/** The promotions page (spec §2 /promotions): cards from the announcement promotion list. */
export default function PromotionList({ showFilters = true, limit }: PromotionListProps & WidgetBaseProps) {
  const { t, i18n } = useLingui();
  const state = useAsyncState(promotionsAtom);
  const refresh = useSetAtom(announcementListsAtom);
  const [category, setCategory] = useState<string | null>(null);
  // The time the list was shown: end dates count from it.
  const [now] = useState(() => Date.now());

  if (state.state === 'loading') {
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: limit ?? 6 }, (_, i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (state.state === 'hasError') {
    return (
      <div className={styles.state} role="alert">
        <p>
          <Trans>Promotions could not load. Check your connection and try again.</Trans>
        </p>
        <button type="button" className={styles.retry} onClick={() => refresh()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const all = state.data;
  if (all.length === 0) {
    return (
      <p className={styles.state}>
        <Trans>There are no promotions running right now. New offers appear here first.</Trans>
      </p>
    );
  }
  const categories = [
    ...new Set(all.map((p) => p.category).filter((c): c is string => !!c && c in CATEGORY_NAMES)),
  ];
  const shown = all.filter((p) => !category || p.category === category).slice(0, limit ?? all.length);
  return (
    <div className={styles.list}>
      {showFilters && categories.length > 1 && (
        <div className={styles.filters} role="group" aria-label={t`Promotion categories`}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={category === null}
            onClick={() => setCategory(null)}
          >
            <Trans>All</Trans>
          </button>
          {categories.map((c) => (
            <button
              key={c}
              type="button"
              className={styles.chip}
              aria-pressed={category === c}
              onClick={() => setCategory(c)}
            >
              {i18n._(CATEGORY_NAMES[c] as MessageDescriptor)}
            </button>
          ))}
        </div>
      )}
      <div className={styles.grid}>
        {shown.map((p) => (
          <PromotionCard key={p.id} promo={p} now={now} />
        ))}
      </div>
    </div>
  );
}
