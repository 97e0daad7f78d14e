import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useSetAtom } from 'jotai';
import { loadWithdrawalsAtom, type QueuedWithdrawal, type WithdrawalQuery } from '../atoms/back-office-atoms';
import { formatDate, formatMinor } from './format';
import { ReviewQueue, useQueueChoice, useReviewQueue } from './review-queue';
import { QueueFlags, QueueLines, QueueMember, QueueReference, QueueTable } from './queue-table';
import { PaymentSettlement, type SettlementKind } from './payment-settlement';
import { WithdrawalAction, type ActionKind } from './withdrawal-action';
import { WithdrawalPayments } from './withdrawal-payments';
import { DecisionButtons } from './decision-buttons';

/** Rows per page of the queue. */
export const WITHDRAWALS_PAGE_SIZE = 20;

type Queue = NonNullable<WithdrawalQuery['status']>;

const QUEUES = ['open', 'completed', 'rejected'] as const;

const QUEUE_LABEL: Record<Queue, MessageDescriptor> = {
  open: msg`Open (waiting or payment sent)`,
  completed: msg`Paid`,
  rejected: msg`Rejected`,
};

const STATUS_LABEL: Record<QueuedWithdrawal['status'], MessageDescriptor> = {
  pending: msg`Waiting`,
  paying: msg`Payment sent`,
  completed: msg`Paid`,
  rejected: msg`Rejected`,
};

const FLAG_LABEL: Record<QueuedWithdrawal['flags'][number], MessageDescriptor> = {
  newAccount: msg`New account`,
  sharedDestination: msg`Shared destination`,
  changedDestination: msg`Destination just changed`,
  failedPaymentPasswords: msg`Wrong payment passwords`,
  aboveAverage: msg`Above average`,
};

const KIND_LABEL: Record<string, MessageDescriptor> = {
  bank: msg`Bank`,
  ewallet: msg`E-wallet`,
  crypto: msg`Crypto`,
};

/**
 * The withdrawal queue: open, paid or rejected withdrawals with their risk flags; an open one
 * is paid (in full or in part) or rejected with a reason through a dialog, and a payment the
 * member has not confirmed is forced as received or cancelled.
 */
export function WithdrawalsScreen() {
  const { i18n } = useLingui();
  const load = useSetAtom(loadWithdrawalsAtom);
  const queue = useReviewQueue({ statuses: QUEUES, pageSize: WITHDRAWALS_PAGE_SIZE, load });
  const action = useQueueChoice<{ kind: ActionKind; withdrawal: QueuedWithdrawal }>(queue.reload);
  const settling = useQueueChoice<{
    kind: SettlementKind;
    withdrawal: QueuedWithdrawal;
    payment: QueuedWithdrawal['payments'][number];
  }>(queue.reload);
  const open = (w: QueuedWithdrawal) => w.status === 'pending' || w.status === 'paying';

  return (
    <ReviewQueue
      queue={queue}
      id="bo-withdrawals"
      title={i18n._(msg`Withdrawals`)}
      statusLabel={QUEUE_LABEL}
      empty={{
        title: i18n._(msg`No withdrawals here`),
        text:
          queue.status === 'open'
            ? i18n._(msg`Nothing is waiting to be paid.`)
            : i18n._(msg`None has been decided this way yet.`),
      }}
      pagerLabel={i18n._(msg`Pages of withdrawals`)}
      rows={(items) => (
        <QueueTable
          items={items}
          rowKey={(w) => `${w.merchant}:${w.reference}`}
          columns={[
            {
              header: i18n._(msg`Reference`),
              cell: (w) => <QueueReference reference={w.reference} merchant={w.merchant} />,
            },
            {
              header: i18n._(msg`Member`),
              cell: (w) => <QueueMember username={w.username} memberId={w.memberId} />,
            },
            {
              header: i18n._(msg`Amount`),
              numeric: true,
              cell: (w) => formatMinor(w.amount, w.currency, i18n.locale),
            },
            {
              header: i18n._(msg`Destination`),
              cell: (w) => {
                const kind = KIND_LABEL[w.destination.kind];
                return (
                  <QueueLines
                    main={
                      <>
                        {kind ? i18n._(kind) : w.destination.kind} · {w.destination.provider}
                      </>
                    }
                    notes={[
                      <>
                        {w.destination.holderName} {w.destination.maskedNumber}
                      </>,
                    ]}
                  />
                );
              },
            },
            {
              header: i18n._(msg`Payments`),
              cell: (w) => (
                <WithdrawalPayments
                  withdrawal={w}
                  open={open(w)}
                  onSettle={(kind, payment) => settling.choose({ kind, withdrawal: w, payment })}
                />
              ),
            },
            { header: i18n._(msg`Risk`), cell: (w) => <QueueFlags flags={w.flags} label={FLAG_LABEL} /> },
            { header: i18n._(msg`Requested`), cell: (w) => formatDate(w.createdAt, i18n.locale) },
            {
              header: i18n._(msg`Status`),
              cell: (w) => <QueueLines main={i18n._(STATUS_LABEL[w.status])} notes={[w.reason]} />,
            },
          ]}
          actions={(w) => {
            const reference = w.reference;
            return (
              open(w) && (
                <DecisionButtons
                  accept={{
                    label: i18n._(msg`Pay`),
                    name: i18n._(msg`Pay ${reference}`),
                    disabled: w.unsent === 0,
                    onChoose: () => action.choose({ kind: 'pay', withdrawal: w }),
                  }}
                  refuse={{
                    label: i18n._(msg`Reject`),
                    name: i18n._(msg`Reject ${reference}`),
                    // A payment on its way is settled (received, forced or cancelled) first.
                    disabled: w.inTransit > 0,
                    onChoose: () => action.choose({ kind: 'reject', withdrawal: w }),
                  }}
                />
              )
            );
          }}
        />
      )}
    >
      {settling.chosen && (
        <PaymentSettlement
          kind={settling.chosen.kind}
          withdrawal={settling.chosen.withdrawal}
          payment={settling.chosen.payment}
          onClose={settling.close}
          onDone={settling.done}
        />
      )}
      {action.chosen && (
        <WithdrawalAction
          kind={action.chosen.kind}
          withdrawal={action.chosen.withdrawal}
          onClose={action.close}
          onDone={action.done}
        />
      )}
    </ReviewQueue>
  );
}
