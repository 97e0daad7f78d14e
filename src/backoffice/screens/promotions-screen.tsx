import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { decidesRewards } from '@schemas/api/ops/reward-rules';
import { SelectField } from '../../ui/form/select-field';
import { operatorSessionAtom } from '../atoms/back-office-atoms';
import {
  loadRewardEntriesAtom,
  type RewardEntry,
  type RewardPage,
  type RewardQueue,
} from '../atoms/reward-atoms';
import { formatDate, formatMinor } from './format';
import { QueueFilters, QueueResults, usePlatformWide, useQueuePage } from './queue-parts';
import { RewardDecision, type RewardDecisionKind } from './reward-decision';
import { DecisionButtons } from './decision-buttons';
import styles from './back-office.module.css';

/** Entries per page. */
export const PROMOTIONS_PAGE_SIZE = 20;

const QUEUE_LABEL: Record<RewardQueue, MessageDescriptor> = {
  waiting: msg`Waiting for a decision`,
  applying: msg`Applied`,
  signed: msg`Signed up for a draw`,
  process: msg`Betting towards a target`,
  issued: msg`Issued (to claim)`,
  rejected: msg`Rejected`,
  claimed: msg`Claimed`,
};

const MODE_LABEL: Record<string, MessageDescriptor> = {
  apply: msg`Application`,
  signup: msg`Draw`,
  join: msg`Turnover target`,
  gift: msg`Gift`,
};

const QUEUES: RewardQueue[] = ['waiting', 'applying', 'signed', 'process', 'issued', 'rejected', 'claimed'];

/**
 * Members' entries in reward activities: applications and draw sign-ups waiting for a decision
 * (the longest waiting on top), issued with the activity's prize or another amount, or
 * rejected with a reason the member reads. Finance and read-only operators look only.
 */
export function PromotionsScreen() {
  const { i18n } = useLingui();
  const load = useSetAtom(loadRewardEntriesAtom);
  const role = useAtomValue(operatorSessionAtom)?.operator.role;
  const decider = role !== undefined && decidesRewards(role);
  const platformWide = usePlatformWide();
  const [status, setStatus] = useState<RewardQueue>('waiting');
  const [activity, setActivity] = useState('');
  const [merchant, setMerchant] = useState('');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ kind: RewardDecisionKind; entry: RewardEntry } | null>(null);
  const fetch = useCallback(
    () =>
      load({
        status,
        page,
        pageSize: PROMOTIONS_PAGE_SIZE,
        ...(activity ? { activity } : {}),
        ...(merchant ? { merchant } : {}),
      }),
    [load, status, page, activity, merchant],
  );
  const { state, reload } = useQueuePage<RewardPage>(fetch);
  // The activity codes of the last answer, kept while the next page loads so the filter stays put.
  const [activities, setActivities] = useState<string[]>([]);
  useEffect(() => {
    if (state.kind === 'done') setActivities(state.page.activities);
  }, [state]);

  return (
    <section className={styles.panel} aria-labelledby="bo-promotions">
      <h1 id="bo-promotions" className={styles.title}>
        {i18n._(msg`Promotions`)}
      </h1>
      <QueueFilters
        status={status}
        options={QUEUES.map((value) => ({ value, label: i18n._(QUEUE_LABEL[value]) }))}
        onStatus={(next) => {
          setPage(1);
          setStatus(next);
        }}
        onMerchant={(code) => {
          setPage(1);
          setMerchant(code);
        }}
      >
        <SelectField
          label={i18n._(msg`Activity`)}
          value={activity}
          options={[
            { value: '', label: i18n._(msg`Every activity`) },
            // The chosen code stays listed even before the first answer names it.
            ...[...new Set([...activities, ...(activity ? [activity] : [])])].map((code) => ({
              value: code,
              label: code,
            })),
          ]}
          onChange={(next) => {
            setPage(1);
            setActivity(next);
          }}
        />
      </QueueFilters>
      <QueueResults
        state={state}
        reload={reload}
        empty={{
          title: i18n._(msg`No entries here`),
          text:
            status === 'waiting'
              ? i18n._(msg`No application or draw entry is waiting for a decision.`)
              : i18n._(msg`None is in this state yet.`),
        }}
        page={page}
        pageSize={PROMOTIONS_PAGE_SIZE}
        onPage={setPage}
        pagerLabel={i18n._(msg`Pages of entries`)}
      >
        {(items) => (
          <table className={`${styles.table} ${styles.queue}`}>
            <thead>
              <tr>
                <th scope="col">{i18n._(msg`Entry`)}</th>
                <th scope="col">{i18n._(msg`Member`)}</th>
                <th scope="col">{i18n._(msg`Activity`)}</th>
                <th scope="col" className={styles.number}>
                  {i18n._(msg`Prize`)}
                </th>
                <th scope="col">{i18n._(msg`Entered`)}</th>
                <th scope="col">{i18n._(msg`Status`)}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{i18n._(msg`Actions`)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((e) => {
                const id = e.id;
                const mode = MODE_LABEL[e.mode];
                const open = e.status === 'applying' || e.status === 'signed';
                return (
                  <tr key={e.id}>
                    <td data-label={i18n._(msg`Entry`)}>
                      <span className={styles.reference}>#{e.id}</span>
                      {platformWide && <span className={styles.muted}> · {e.merchant}</span>}
                    </td>
                    <td data-label={i18n._(msg`Member`)}>
                      {e.username}
                      <span className={styles.muted}> #{e.memberId}</span>
                    </td>
                    <td data-label={i18n._(msg`Activity`)}>
                      {e.activityTitle}
                      <br />
                      <span className={styles.muted}>
                        {mode ? i18n._(mode) : e.mode} · {e.activity}
                      </span>
                    </td>
                    <td data-label={i18n._(msg`Prize`)} className={styles.number}>
                      {formatMinor(e.amount, e.currency, i18n.locale)}
                    </td>
                    <td data-label={i18n._(msg`Entered`)}>{formatDate(e.createdAt, i18n.locale)}</td>
                    <td data-label={i18n._(msg`Status`)}>
                      {i18n._(QUEUE_LABEL[e.status])}
                      {e.reason && (
                        <>
                          <br />
                          <span className={styles.muted}>{e.reason}</span>
                        </>
                      )}
                      {e.decidedBy && (
                        <>
                          <br />
                          <span className={styles.muted}>{e.decidedBy}</span>
                        </>
                      )}
                    </td>
                    <td data-label={i18n._(msg`Actions`)}>
                      {decider && open && (
                        <DecisionButtons
                          accept={{
                            label: i18n._(msg`Issue`),
                            name: i18n._(msg`Issue entry #${id}`),
                            onChoose: () => setDeciding({ kind: 'issue', entry: e }),
                          }}
                          refuse={{
                            label: i18n._(msg`Reject`),
                            name: i18n._(msg`Reject entry #${id}`),
                            onChoose: () => setDeciding({ kind: 'reject', entry: e }),
                          }}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </QueueResults>
      {deciding && (
        <RewardDecision
          kind={deciding.kind}
          entry={deciding.entry}
          onClose={() => setDeciding(null)}
          onDone={() => {
            setDeciding(null);
            reload();
          }}
        />
      )}
    </section>
  );
}
