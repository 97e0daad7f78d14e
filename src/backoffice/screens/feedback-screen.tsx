import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { operatorSessionAtom } from '../atoms/back-office-atoms';
import {
  closeFeedbackAtom,
  loadFeedbackAtom,
  type FeedbackCase,
  type FeedbackStatus,
} from '../atoms/feedback-atoms';
import { callProblem } from './call-problem';
import { FeedbackReply } from './feedback-reply';
import { formatDate } from './format';
import { QueueFilters, QueueResults, usePlatformWide, useQueuePage } from './queue-parts';
import styles from './back-office.module.css';
import own from './feedback-screen.module.css';

/** Cases per page. */
export const FEEDBACK_PAGE_SIZE = 20;

const STATUS_LABEL: Record<FeedbackStatus, MessageDescriptor> = {
  new: msg`New`,
  answered: msg`Answered`,
  closed: msg`Closed`,
};

const TYPE_LABEL: Record<FeedbackCase['questionType'], MessageDescriptor> = {
  suggestion: msg`Suggestion`,
  complaint: msg`Complaint`,
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  game: msg`Game`,
  account: msg`Account`,
  other: msg`Other`,
};

/**
 * Members' feedback and complaints: new ones oldest first, each with what the member wrote
 * (shown as text, never as markup) and the answers so far; support answers or closes them.
 */
export function FeedbackScreen() {
  const { i18n } = useLingui();
  const load = useSetAtom(loadFeedbackAtom);
  const close = useSetAtom(closeFeedbackAtom);
  const role = useAtomValue(operatorSessionAtom)?.operator.role;
  const answerer = role === 'owner' || role === 'support';
  const platformWide = usePlatformWide();
  const [status, setStatus] = useState<FeedbackStatus>('new');
  const [merchant, setMerchant] = useState('');
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<FeedbackCase | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const fetch = useCallback(
    () => load({ status, page, pageSize: FEEDBACK_PAGE_SIZE, ...(merchant ? { merchant } : {}) }),
    [load, status, page, merchant],
  );
  const { state, reload } = useQueuePage(fetch);

  async function closeCase(f: FeedbackCase) {
    setProblem(undefined);
    try {
      await close({ id: f.id });
      reload();
    } catch (err) {
      setProblem(i18n._(callProblem(err)));
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="bo-feedback">
      <h1 id="bo-feedback" className={styles.title}>
        {i18n._(msg`Feedback`)}
      </h1>
      <QueueFilters
        status={status}
        options={(['new', 'answered', 'closed'] as const).map((value) => ({
          value,
          label: i18n._(STATUS_LABEL[value]),
        }))}
        onStatus={(next) => {
          setPage(1);
          setStatus(next);
        }}
        onMerchant={(code) => {
          setPage(1);
          setMerchant(code);
        }}
      />
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      <QueueResults
        state={state}
        reload={reload}
        empty={{
          title: i18n._(msg`No feedback here`),
          text:
            status === 'new'
              ? i18n._(msg`Nothing is waiting for an answer.`)
              : i18n._(msg`None is in this state yet.`),
        }}
        page={page}
        pageSize={FEEDBACK_PAGE_SIZE}
        onPage={setPage}
        pagerLabel={i18n._(msg`Pages of feedback`)}
      >
        {(items) => (
          <ol className={own.cases}>
            {items.map((f) => {
              const ticket = f.ticket;
              const pictures = f.imageCount;
              return (
                <li key={f.id} className={own.case} aria-label={ticket}>
                  <div className={own.head}>
                    <span className={own.ticket}>{f.ticket}</span>
                    <span className={own.status}>{i18n._(STATUS_LABEL[f.status])}</span>
                    <span>{i18n._(TYPE_LABEL[f.questionType])}</span>
                    <span className={styles.muted}>
                      {f.username ?? f.contact}
                      {f.memberId !== null && ` #${f.memberId}`}
                      {platformWide && ` · ${f.merchant}`}
                    </span>
                    <span className={styles.muted}>{formatDate(f.createdAt, i18n.locale)}</span>
                  </div>
                  <p className={own.content}>{f.content}</p>
                  {pictures > 0 && (
                    <span className={styles.muted}>{i18n._(msg`Pictures attached: ${pictures}`)}</span>
                  )}
                  {f.replies.length > 0 && (
                    <ul className={own.replies} aria-label={i18n._(msg`Answers`)}>
                      {f.replies.map((r) => (
                        <li key={r.at + r.by}>
                          <span className={styles.muted}>
                            {r.by} · {formatDate(r.at, i18n.locale)}
                          </span>
                          <p className={own.reply}>{r.body}</p>
                        </li>
                      ))}
                    </ul>
                  )}
                  {answerer && f.status !== 'closed' && (
                    <span className={styles.actions}>
                      <Button
                        size="small"
                        aria-label={i18n._(msg`Answer ${ticket}`)}
                        onClick={() => setAnswering(f)}
                      >
                        {i18n._(msg`Answer`)}
                      </Button>
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={i18n._(msg`Close ${ticket}`)}
                        onClick={() => void closeCase(f)}
                      >
                        {i18n._(msg`Close`)}
                      </Button>
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </QueueResults>
      {answering && (
        <FeedbackReply
          feedback={answering}
          onClose={() => setAnswering(null)}
          onDone={() => {
            setAnswering(null);
            reload();
          }}
        />
      )}
    </section>
  );
}
