import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { decidesRewards } from '@schemas/api/ops/reward-rules';
import { operatorSessionAtom } from '../atoms/back-office-atoms';
import { loadRedemptionsAtom, type QueuedRedemption, type RedemptionStatus } from '../atoms/reward-atoms';
import { formatDate } from './format';
import { ReviewQueue, useQueueChoice, useReviewQueue } from './review-queue';
import { QueueLines, QueueMember, QueueReference, QueueTable } from './queue-table';
import { RedemptionDecision, type RedemptionDecisionKind } from './redemption-decision';
import { DecisionButtons } from './decision-buttons';

/** Redemptions per page. */
export const POINT_MALL_PAGE_SIZE = 20;

const QUEUES = ['process', 'approved', 'rejected'] as const;

const STATUS_LABEL: Record<RedemptionStatus, MessageDescriptor> = {
  process: msg`In process`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

const TYPE_LABEL: Record<QueuedRedemption['type'], MessageDescriptor> = {
  cash: msg`Cash`,
  physical: msg`Goods`,
  topup: msg`Mobile top-up`,
};

/**
 * Members' point-mall redemptions: those in process (the longest waiting on top) with where the
 * goods or the top-up go, approved once sent or rejected with a reason the member reads (the
 * points come back). Finance and read-only operators look only.
 */
export function PointMallScreen() {
  const { i18n } = useLingui();
  const load = useSetAtom(loadRedemptionsAtom);
  const role = useAtomValue(operatorSessionAtom)?.operator.role;
  const decider = role !== undefined && decidesRewards(role);
  const queue = useReviewQueue({ statuses: QUEUES, pageSize: POINT_MALL_PAGE_SIZE, load });
  const deciding = useQueueChoice<{ kind: RedemptionDecisionKind; redemption: QueuedRedemption }>(
    queue.reload,
  );

  return (
    <ReviewQueue
      queue={queue}
      id="bo-point-mall"
      title={i18n._(msg`Point mall`)}
      statusLabel={STATUS_LABEL}
      empty={{
        title: i18n._(msg`No redemptions here`),
        text:
          queue.status === 'process'
            ? i18n._(msg`No redemption is waiting for a decision.`)
            : i18n._(msg`None has been decided this way yet.`),
      }}
      pagerLabel={i18n._(msg`Pages of redemptions`)}
      rows={(items) => (
        <QueueTable
          items={items}
          rowKey={(r) => `${r.merchant}:${r.id}`}
          columns={[
            {
              header: i18n._(msg`Reference`),
              cell: (r) => <QueueReference reference={r.reference} merchant={r.merchant} />,
            },
            {
              header: i18n._(msg`Member`),
              cell: (r) => <QueueMember username={r.username} memberId={r.memberId} />,
            },
            {
              header: i18n._(msg`Item`),
              cell: (r) => (
                <QueueLines
                  main={
                    <>
                      {r.quantity} × {r.item}
                    </>
                  }
                  notes={[i18n._(TYPE_LABEL[r.type])]}
                />
              ),
            },
            {
              header: i18n._(msg`Points`),
              numeric: true,
              cell: (r) => new Intl.NumberFormat(i18n.locale).format(r.points),
            },
            { header: i18n._(msg`Deliver to`), cell: (r) => r.address ?? r.mobile ?? '—' },
            { header: i18n._(msg`Requested`), cell: (r) => formatDate(r.createdAt, i18n.locale) },
            {
              header: i18n._(msg`Status`),
              cell: (r) => <QueueLines main={i18n._(STATUS_LABEL[r.status])} notes={[r.reason]} />,
            },
          ]}
          actions={(r) => {
            const reference = r.reference;
            return (
              decider &&
              r.status === 'process' && (
                <DecisionButtons
                  accept={{
                    label: i18n._(msg`Approve`),
                    name: i18n._(msg`Approve ${reference}`),
                    onChoose: () => deciding.choose({ kind: 'approve', redemption: r }),
                  }}
                  refuse={{
                    label: i18n._(msg`Reject`),
                    name: i18n._(msg`Reject ${reference}`),
                    onChoose: () => deciding.choose({ kind: 'reject', redemption: r }),
                  }}
                />
              )
            );
          }}
        />
      )}
    >
      {deciding.chosen && (
        <RedemptionDecision
          kind={deciding.chosen.kind}
          redemption={deciding.chosen.redemption}
          onClose={deciding.close}
          onDone={deciding.done}
        />
      )}
    </ReviewQueue>
  );
}
