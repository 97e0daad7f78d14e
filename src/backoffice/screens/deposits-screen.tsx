import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useSetAtom } from 'jotai';
import { loadDepositsAtom, type QueuedDeposit } from '../atoms/back-office-atoms';
import { DepositAction, type DepositDecision } from './deposit-action';
import { formatDate, formatMinor } from './format';
import { ReviewQueue, useQueueChoice, useReviewQueue } from './review-queue';
import { QueueFlags, QueueLines, QueueMember, QueueReference, QueueTable } from './queue-table';
import { DecisionButtons } from './decision-buttons';

/** Rows per page of the queue. */
export const DEPOSITS_PAGE_SIZE = 20;

const QUEUES = ['pending', 'approved', 'rejected'] as const;

const STATUS_LABEL: Record<QueuedDeposit['status'], MessageDescriptor> = {
  pending: msg`Waiting`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

const FLAG_LABEL: Record<QueuedDeposit['flags'][number], MessageDescriptor> = {
  newAccount: msg`New account`,
  aboveAverage: msg`Above average`,
  payerNameDiffers: msg`Payer name differs`,
};

/**
 * The deposit queue: deposits waiting for the money to be checked, approved or rejected ones,
 * with their risk flags; a waiting one is approved (credited at once) or rejected with a reason.
 */
export function DepositsScreen() {
  const { i18n } = useLingui();
  const load = useSetAtom(loadDepositsAtom);
  const queue = useReviewQueue({ statuses: QUEUES, pageSize: DEPOSITS_PAGE_SIZE, load });
  const action = useQueueChoice<{ kind: DepositDecision; deposit: QueuedDeposit }>(queue.reload);

  return (
    <ReviewQueue
      queue={queue}
      id="bo-deposits"
      title={i18n._(msg`Deposits`)}
      statusLabel={STATUS_LABEL}
      empty={{
        title: i18n._(msg`No deposits here`),
        text:
          queue.status === 'pending'
            ? i18n._(msg`Nothing is waiting to be checked.`)
            : i18n._(msg`None has been decided this way yet.`),
      }}
      pagerLabel={i18n._(msg`Pages of deposits`)}
      rows={(items) => (
        <QueueTable
          items={items}
          rowKey={(d) => `${d.merchant}:${d.reference}`}
          columns={[
            {
              header: i18n._(msg`Reference`),
              cell: (d) => <QueueReference reference={d.reference} merchant={d.merchant} />,
            },
            {
              header: i18n._(msg`Member`),
              cell: (d) => <QueueMember username={d.username} memberId={d.memberId} />,
            },
            {
              header: i18n._(msg`Amount`),
              numeric: true,
              cell: (d) => formatMinor(d.amount, d.currency, i18n.locale),
            },
            {
              header: i18n._(msg`Channel and payer`),
              cell: (d) => <QueueLines main={d.channel} notes={[d.payerName || '—']} />,
            },
            { header: i18n._(msg`Risk`), cell: (d) => <QueueFlags flags={d.flags} label={FLAG_LABEL} /> },
            { header: i18n._(msg`Requested`), cell: (d) => formatDate(d.createdAt, i18n.locale) },
            {
              header: i18n._(msg`Status`),
              cell: (d) => <QueueLines main={i18n._(STATUS_LABEL[d.status])} notes={[d.reason]} />,
            },
          ]}
          actions={(d) => {
            const reference = d.reference;
            return (
              d.status === 'pending' && (
                <DecisionButtons
                  accept={{
                    label: i18n._(msg`Approve`),
                    name: i18n._(msg`Approve ${reference}`),
                    onChoose: () => action.choose({ kind: 'approve', deposit: d }),
                  }}
                  refuse={{
                    label: i18n._(msg`Reject`),
                    name: i18n._(msg`Reject ${reference}`),
                    onChoose: () => action.choose({ kind: 'reject', deposit: d }),
                  }}
                />
              )
            );
          }}
        />
      )}
    >
      {action.chosen && (
        <DepositAction
          kind={action.chosen.kind}
          deposit={action.chosen.deposit}
          onClose={action.close}
          onDone={action.done}
        />
      )}
    </ReviewQueue>
  );
}
