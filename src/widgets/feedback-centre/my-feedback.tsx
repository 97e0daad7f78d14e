import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { FeedbackTicket } from '@schemas/api/feedback';
import { fetchMyFeedbackAtom, myFeedbackVersionAtom } from '../../atoms/feedback';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import { STATUS_LABELS, TYPE_LABELS } from './type-labels';
import styles from './feedback-centre.module.css';
import { dateTimeText } from '../../i18n/format-dates';

type Ticket = typeof FeedbackTicket.static;
type View = { status: 'loading' | 'error' } | { status: 'ready'; items: Ticket[] };

/** The member's tickets, newest first: status, their text and the operators' replies. */
export function MyFeedback() {
  const { i18n } = useLingui();
  const fetchPage = useSetAtom(fetchMyFeedbackAtom);
  const version = useAtomValue(myFeedbackVersionAtom);
  const [view, setView] = useState<View>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    fetchPage(1).then(
      (p) => live && setView({ status: 'ready', items: p.items }),
      () => live && setView({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [fetchPage, version, attempt]);

  return (
    <section className={styles.mine} aria-labelledby="my-feedback-title">
      <h2 id="my-feedback-title" className={styles.heading}>
        {i18n._(msg`My feedback`)}
      </h2>
      {view.status === 'loading' && (
        <SkeletonRows rows={3} height={72} label={i18n._(msg`Loading your feedback`)} />
      )}
      {view.status === 'error' && (
        <ErrorState
          message={i18n._(msg`Your feedback could not load. Check your connection and try again.`)}
          retryLabel={i18n._(msg`Try again`)}
          onRetry={() => {
            setView({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      )}
      {view.status === 'ready' && view.items.length === 0 && (
        <EmptyState title={i18n._(msg`No feedback yet`)}>
          {i18n._(msg`What you send shows here with our replies.`)}
        </EmptyState>
      )}
      {view.status === 'ready' && view.items.length > 0 && (
        <ul className={styles.tickets}>
          {view.items.map((t) => (
            <li key={t.id} className={styles.ticket}>
              <div className={styles.ticketHead}>
                <span className={styles.ref}>{t.ticket}</span>
                <span>{i18n._(TYPE_LABELS[t.questionType])}</span>
                <span className={styles.status} data-status={t.status}>
                  {i18n._(STATUS_LABELS[t.status])}
                </span>
                <time className={styles.when}>{dateTimeText(t.createdAt)}</time>
              </div>
              <p className={styles.content}>{t.content}</p>
              {t.imageCount > 0 && (
                <p className={styles.meta}>{i18n._(msg`Pictures attached: ${t.imageCount}`)}</p>
              )}
              {t.replies.map((r) => (
                <div key={r.createdAt} className={styles.reply}>
                  <p className={styles.replyBy}>
                    {i18n._(msg`Reply from customer service`)} · <time>{dateTimeText(r.createdAt)}</time>
                  </p>
                  <p className={styles.content}>{r.body}</p>
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
