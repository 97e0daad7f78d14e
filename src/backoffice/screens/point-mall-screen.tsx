import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { decidesRewards } from '@schemas/api/ops/reward-rules';
import { operatorSessionAtom } from '../atoms/back-office-atoms';
import { loadRedemptionsAtom, type QueuedRedemption, type RedemptionStatus } from '../atoms/reward-atoms';
import { formatDate } from './format';
import { QueueFilters, QueueResults, usePlatformWide, useQueuePage } from './queue-parts';
import { RedemptionDecision, type RedemptionDecisionKind } from './redemption-decision';
import { DecisionButtons } from './decision-buttons';
import styles from './back-office.module.css';

/** Redemptions per page. */
export const POINT_MALL_PAGE_SIZE = 20;

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
  const platformWide = usePlatformWide();
  const [status, setStatus] = useState<RedemptionStatus>('process');
  const [merchant, setMerchant] = useState('');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{
    kind: RedemptionDecisionKind;
    redemption: QueuedRedemption;
  } | null>(null);
  const fetch = useCallback(
    () => load({ status, page, pageSize: POINT_MALL_PAGE_SIZE, ...(merchant ? { merchant } : {}) }),
    [load, status, page, merchant],
  );
  const { state, reload } = useQueuePage(fetch);

  return (
    <section className={styles.panel} aria-labelledby="bo-point-mall">
      <h1 id="bo-point-mall" className={styles.title}>
        {i18n._(msg`Point mall`)}
      </h1>
      <QueueFilters
        status={status}
        options={(['process', 'approved', 'rejected'] as const).map((value) => ({
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
      <QueueResults
        state={state}
        reload={reload}
        empty={{
          title: i18n._(msg`No redemptions here`),
          text:
            status === 'process'
              ? i18n._(msg`No redemption is waiting for a decision.`)
              : i18n._(msg`None has been decided this way yet.`),
        }}
        page={page}
        pageSize={POINT_MALL_PAGE_SIZE}
        onPage={setPage}
        pagerLabel={i18n._(msg`Pages of redemptions`)}
      >
        {(items) => (
          <table className={`${styles.table} ${styles.queue}`}>
            <thead>
              <tr>
                <th scope="col">{i18n._(msg`Reference`)}</th>
                <th scope="col">{i18n._(msg`Member`)}</th>
                <th scope="col">{i18n._(msg`Item`)}</th>
                <th scope="col" className={styles.number}>
                  {i18n._(msg`Points`)}
                </th>
                <th scope="col">{i18n._(msg`Deliver to`)}</th>
                <th scope="col">{i18n._(msg`Requested`)}</th>
                <th scope="col">{i18n._(msg`Status`)}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{i18n._(msg`Actions`)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => {
                const reference = r.reference;
                return (
                  <tr key={`${r.merchant}:${r.id}`}>
                    <td data-label={i18n._(msg`Reference`)}>
                      <span className={styles.reference}>{r.reference}</span>
                      {platformWide && <span className={styles.muted}> · {r.merchant}</span>}
                    </td>
                    <td data-label={i18n._(msg`Member`)}>
                      {r.username}
                      <span className={styles.muted}> #{r.memberId}</span>
                    </td>
                    <td data-label={i18n._(msg`Item`)}>
                      {r.quantity} × {r.item}
                      <br />
                      <span className={styles.muted}>{i18n._(TYPE_LABEL[r.type])}</span>
                    </td>
                    <td data-label={i18n._(msg`Points`)} className={styles.number}>
                      {new Intl.NumberFormat(i18n.locale).format(r.points)}
                    </td>
                    <td data-label={i18n._(msg`Deliver to`)}>{r.address ?? r.mobile ?? '—'}</td>
                    <td data-label={i18n._(msg`Requested`)}>{formatDate(r.createdAt, i18n.locale)}</td>
                    <td data-label={i18n._(msg`Status`)}>
                      {i18n._(STATUS_LABEL[r.status])}
                      {r.reason && (
                        <>
                          <br />
                          <span className={styles.muted}>{r.reason}</span>
                        </>
                      )}
                    </td>
                    <td data-label={i18n._(msg`Actions`)}>
                      {decider && r.status === 'process' && (
                        <DecisionButtons
                          accept={{
                            label: i18n._(msg`Approve`),
                            name: i18n._(msg`Approve ${reference}`),
                            onChoose: () => setDeciding({ kind: 'approve', redemption: r }),
                          }}
                          refuse={{
                            label: i18n._(msg`Reject`),
                            name: i18n._(msg`Reject ${reference}`),
                            onChoose: () => setDeciding({ kind: 'reject', redemption: r }),
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
        <RedemptionDecision
          kind={deciding.kind}
          redemption={deciding.redemption}
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
