import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { loadDepositsAtom, type DepositQuery, type QueuedDeposit } from '../atoms/back-office-atoms';
import { DepositAction, type DepositDecision } from './deposit-action';
import { formatDate, formatMinor } from './format';
import { QueueFilters, QueueResults, usePlatformWide, useQueuePage } from './queue-parts';
import { DecisionButtons } from './decision-buttons';
import styles from './back-office.module.css';

/** Rows per page of the queue. */
export const DEPOSITS_PAGE_SIZE = 20;

type Queue = NonNullable<DepositQuery['status']>;

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
  const platformWide = usePlatformWide();
  const [status, setStatus] = useState<Queue>('pending');
  const [merchant, setMerchant] = useState('');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<{ kind: DepositDecision; deposit: QueuedDeposit } | null>(null);
  const fetch = useCallback(
    () => load({ status, page, pageSize: DEPOSITS_PAGE_SIZE, ...(merchant ? { merchant } : {}) }),
    [load, status, page, merchant],
  );
  const { state, reload } = useQueuePage(fetch);

  const statusOptions: { value: Queue; label: string }[] = [
    { value: 'pending', label: i18n._(msg`Waiting`) },
    { value: 'approved', label: i18n._(msg`Approved`) },
    { value: 'rejected', label: i18n._(msg`Rejected`) },
  ];

  return (
    <section className={styles.panel} aria-labelledby="bo-deposits">
      <h1 id="bo-deposits" className={styles.title}>
        {i18n._(msg`Deposits`)}
      </h1>
      <QueueFilters
        status={status}
        options={statusOptions}
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
          title: i18n._(msg`No deposits here`),
          text:
            status === 'pending'
              ? i18n._(msg`Nothing is waiting to be checked.`)
              : i18n._(msg`None has been decided this way yet.`),
        }}
        page={page}
        pageSize={DEPOSITS_PAGE_SIZE}
        onPage={setPage}
        pagerLabel={i18n._(msg`Pages of deposits`)}
      >
        {(items) => (
          <table className={`${styles.table} ${styles.queue}`}>
            <thead>
              <tr>
                <th scope="col">{i18n._(msg`Reference`)}</th>
                <th scope="col">{i18n._(msg`Member`)}</th>
                <th scope="col" className={styles.number}>
                  {i18n._(msg`Amount`)}
                </th>
                <th scope="col">{i18n._(msg`Channel and payer`)}</th>
                <th scope="col">{i18n._(msg`Risk`)}</th>
                <th scope="col">{i18n._(msg`Requested`)}</th>
                <th scope="col">{i18n._(msg`Status`)}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{i18n._(msg`Actions`)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((d) => {
                const reference = d.reference;
                return (
                  <tr key={`${d.merchant}:${d.reference}`}>
                    <td data-label={i18n._(msg`Reference`)}>
                      <span className={styles.reference}>{d.reference}</span>
                      {platformWide && <span className={styles.muted}> · {d.merchant}</span>}
                    </td>
                    <td data-label={i18n._(msg`Member`)}>
                      {d.username}
                      <span className={styles.muted}> #{d.memberId}</span>
                    </td>
                    <td data-label={i18n._(msg`Amount`)} className={styles.number}>
                      {formatMinor(d.amount, d.currency, i18n.locale)}
                    </td>
                    <td data-label={i18n._(msg`Channel and payer`)}>
                      {d.channel}
                      <br />
                      <span className={styles.muted}>{d.payerName || '—'}</span>
                    </td>
                    <td data-label={i18n._(msg`Risk`)}>
                      {d.flags.length === 0 ? (
                        '—'
                      ) : (
                        <ul className={styles.flags} aria-label={i18n._(msg`Risk flags`)}>
                          {d.flags.map((f) => (
                            <li key={f} className={styles.flag}>
                              {i18n._(FLAG_LABEL[f])}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td data-label={i18n._(msg`Requested`)}>{formatDate(d.createdAt, i18n.locale)}</td>
                    <td data-label={i18n._(msg`Status`)}>
                      {i18n._(STATUS_LABEL[d.status])}
                      {d.reason && (
                        <>
                          <br />
                          <span className={styles.muted}>{d.reason}</span>
                        </>
                      )}
                    </td>
                    <td data-label={i18n._(msg`Actions`)}>
                      {d.status === 'pending' && (
                        <DecisionButtons
                          accept={{
                            label: i18n._(msg`Approve`),
                            name: i18n._(msg`Approve ${reference}`),
                            onChoose: () => setAction({ kind: 'approve', deposit: d }),
                          }}
                          refuse={{
                            label: i18n._(msg`Reject`),
                            name: i18n._(msg`Reject ${reference}`),
                            onChoose: () => setAction({ kind: 'reject', deposit: d }),
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
      {action && (
        <DepositAction
          kind={action.kind}
          deposit={action.deposit}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            reload();
          }}
        />
      )}
    </section>
  );
}
