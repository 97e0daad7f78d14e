import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { decidesRewards } from '@schemas/api/ops/reward-rules';
import { SelectField } from '../../ui/form/select-field';
import { operatorSessionAtom } from '../atoms/back-office-atoms';
import { loadRewardEntriesAtom, type RewardEntry, type RewardQueue } from '../atoms/reward-atoms';
import { formatDate, formatMinor } from './format';
import { ReviewQueue, useQueueChoice, useReviewQueue, type QueueQuery } from './review-queue';
import { QueueLines, QueueMember, QueueReference, QueueTable } from './queue-table';
import { RewardDecision, type RewardDecisionKind } from './reward-decision';
import { DecisionButtons } from './decision-buttons';

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

const QUEUES = ['waiting', 'applying', 'signed', 'process', 'issued', 'rejected', 'claimed'] as const;

/**
 * Members' entries in reward activities: applications and draw sign-ups waiting for a decision
 * (the longest waiting on top), issued with the activity's prize or another amount, or
 * rejected with a reason the member reads. Finance and read-only operators look only.
 */
export function PromotionsScreen() {
  const { i18n } = useLingui();
  const loadEntries = useSetAtom(loadRewardEntriesAtom);
  const role = useAtomValue(operatorSessionAtom)?.operator.role;
  const decider = role !== undefined && decidesRewards(role);
  const [activity, setActivity] = useState('');
  const load = useCallback(
    (query: QueueQuery<RewardQueue>) => loadEntries({ ...query, ...(activity ? { activity } : {}) }),
    [loadEntries, activity],
  );
  const queue = useReviewQueue({ statuses: QUEUES, pageSize: PROMOTIONS_PAGE_SIZE, load });
  const deciding = useQueueChoice<{ kind: RewardDecisionKind; entry: RewardEntry }>(queue.reload);
  // The activity codes of the last answer, kept while the next page loads so the filter stays put.
  const [activities, setActivities] = useState<string[]>([]);
  const { state } = queue;
  useEffect(() => {
    if (state.kind === 'done') setActivities(state.page.activities);
  }, [state]);

  return (
    <ReviewQueue
      queue={queue}
      id="bo-promotions"
      title={i18n._(msg`Promotions`)}
      statusLabel={QUEUE_LABEL}
      filters={
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
            queue.setPage(1);
            setActivity(next);
          }}
        />
      }
      empty={{
        title: i18n._(msg`No entries here`),
        text:
          queue.status === 'waiting'
            ? i18n._(msg`No application or draw entry is waiting for a decision.`)
            : i18n._(msg`None is in this state yet.`),
      }}
      pagerLabel={i18n._(msg`Pages of entries`)}
      rows={(items) => (
        <QueueTable
          items={items}
          rowKey={(e) => e.id}
          columns={[
            {
              header: i18n._(msg`Entry`),
              cell: (e) => <QueueReference reference={`#${e.id}`} merchant={e.merchant} />,
            },
            {
              header: i18n._(msg`Member`),
              cell: (e) => <QueueMember username={e.username} memberId={e.memberId} />,
            },
            {
              header: i18n._(msg`Activity`),
              cell: (e) => {
                const mode = MODE_LABEL[e.mode];
                return (
                  <QueueLines
                    main={e.activityTitle}
                    notes={[
                      <>
                        {mode ? i18n._(mode) : e.mode} · {e.activity}
                      </>,
                    ]}
                  />
                );
              },
            },
            {
              header: i18n._(msg`Prize`),
              numeric: true,
              cell: (e) => formatMinor(e.amount, e.currency, i18n.locale),
            },
            { header: i18n._(msg`Entered`), cell: (e) => formatDate(e.createdAt, i18n.locale) },
            {
              header: i18n._(msg`Status`),
              cell: (e) => (
                <QueueLines main={i18n._(QUEUE_LABEL[e.status])} notes={[e.reason, e.decidedBy]} />
              ),
            },
          ]}
          actions={(e) => {
            const id = e.id;
            const open = e.status === 'applying' || e.status === 'signed';
            return (
              decider &&
              open && (
                <DecisionButtons
                  accept={{
                    label: i18n._(msg`Issue`),
                    name: i18n._(msg`Issue entry #${id}`),
                    onChoose: () => deciding.choose({ kind: 'issue', entry: e }),
                  }}
                  refuse={{
                    label: i18n._(msg`Reject`),
                    name: i18n._(msg`Reject entry #${id}`),
                    onChoose: () => deciding.choose({ kind: 'reject', entry: e }),
                  }}
                />
              )
            );
          }}
        />
      )}
    >
      {deciding.chosen && (
        <RewardDecision
          kind={deciding.chosen.kind}
          entry={deciding.chosen.entry}
          onClose={deciding.close}
          onDone={deciding.done}
        />
      )}
    </ReviewQueue>
  );
}
