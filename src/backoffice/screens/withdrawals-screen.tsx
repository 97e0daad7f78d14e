import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { Button } from '../../ui/form/button';
import { loadWithdrawalsAtom, type QueuedWithdrawal, type WithdrawalQuery } from '../atoms/back-office-atoms';
import { formatDate, formatMinor } from './format';
import { QueueFilters, QueueResults, usePlatformWide, useQueuePage } from './queue-parts';
import { PaymentSettlement, type SettlementKind } from './payment-settlement';
import { WithdrawalAction, type ActionKind } from './withdrawal-action';
import { DecisionButtons } from './decision-buttons';
import styles from './back-office.module.css';

/** Rows per page of the queue. */
export const WITHDRAWALS_PAGE_SIZE = 20;

type Queue = NonNullable<WithdrawalQuery['status']>;

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
  const platformWide = usePlatformWide();
  const [status, setStatus] = useState<Queue>('open');
  const [merchant, setMerchant] = useState('');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<{ kind: ActionKind; withdrawal: QueuedWithdrawal } | null>(null);
  const [settling, setSettling] = useState<{
    kind: SettlementKind;
    withdrawal: QueuedWithdrawal;
    payment: QueuedWithdrawal['payments'][number];
  } | null>(null);
  const fetch = useCallback(
    () => load({ status, page, pageSize: WITHDRAWALS_PAGE_SIZE, ...(merchant ? { merchant } : {}) }),
    [load, status, page, merchant],
  );
  const { state, reload } = useQueuePage(fetch);

  const statusOptions: { value: Queue; label: string }[] = [
    { value: 'open', label: i18n._(msg`Open (waiting or payment sent)`) },
    { value: 'completed', label: i18n._(msg`Paid`) },
    { value: 'rejected', label: i18n._(msg`Rejected`) },
  ];

  return (
    <section className={styles.panel} aria-labelledby="bo-withdrawals">
      <h1 id="bo-withdrawals" className={styles.title}>
        {i18n._(msg`Withdrawals`)}
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
          title: i18n._(msg`No withdrawals here`),
          text:
            status === 'open'
              ? i18n._(msg`Nothing is waiting to be paid.`)
              : i18n._(msg`None has been decided this way yet.`),
        }}
        page={page}
        pageSize={WITHDRAWALS_PAGE_SIZE}
        onPage={setPage}
        pagerLabel={i18n._(msg`Pages of withdrawals`)}
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
                <th scope="col">{i18n._(msg`Destination`)}</th>
                <th scope="col">{i18n._(msg`Payments`)}</th>
                <th scope="col">{i18n._(msg`Risk`)}</th>
                <th scope="col">{i18n._(msg`Requested`)}</th>
                <th scope="col">{i18n._(msg`Status`)}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{i18n._(msg`Actions`)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((w) => {
                const money = (minor: number) => formatMinor(minor, w.currency, i18n.locale);
                const open = w.status === 'pending' || w.status === 'paying';
                const kind = KIND_LABEL[w.destination.kind];
                const count = w.payments.length;
                const received = money(w.received);
                const rest = money(w.unsent);
                const inTransit = money(w.inTransit);
                const reference = w.reference;
                return (
                  <tr key={`${w.merchant}:${w.reference}`}>
                    <td data-label={i18n._(msg`Reference`)}>
                      <span className={styles.reference}>{w.reference}</span>
                      {platformWide && <span className={styles.muted}> · {w.merchant}</span>}
                    </td>
                    <td data-label={i18n._(msg`Member`)}>
                      {w.username}
                      <span className={styles.muted}> #{w.memberId}</span>
                    </td>
                    <td data-label={i18n._(msg`Amount`)} className={styles.number}>
                      {money(w.amount)}
                    </td>
                    <td data-label={i18n._(msg`Destination`)}>
                      {kind ? i18n._(kind) : w.destination.kind} · {w.destination.provider}
                      <br />
                      <span className={styles.muted}>
                        {w.destination.holderName} {w.destination.maskedNumber}
                      </span>
                    </td>
                    <td data-label={i18n._(msg`Payments`)}>
                      {w.payments.length === 0 ? '—' : i18n._(msg`${count} sent, ${received} received`)}
                      {open && w.inTransit > 0 && (
                        <>
                          <br />
                          <span className={styles.muted}>
                            {i18n._(msg`${inTransit} waiting for the member's confirmation`)}
                          </span>
                        </>
                      )}
                      {open && w.payments.length > 0 && (
                        <>
                          <br />
                          <span className={styles.muted}>{i18n._(msg`${rest} left to send`)}</span>
                        </>
                      )}
                      {open && w.inTransit > 0 && (
                        <ul className={styles.payments} aria-label={i18n._(msg`Payments in transit`)}>
                          {w.payments
                            .filter((p) => p.status === 'sent' || p.status === 'disputed')
                            .map((p) => {
                              const id = p.id;
                              const sent = money(p.amount);
                              return (
                                <li key={p.id}>
                                  <span>
                                    {p.status === 'disputed'
                                      ? i18n._(msg`Payment ${id}: ${sent}, reported not received`)
                                      : i18n._(msg`Payment ${id}: ${sent}, not confirmed yet`)}
                                  </span>
                                  <span className={styles.actions}>
                                    <Button
                                      size="small"
                                      variant="secondary"
                                      aria-label={i18n._(msg`Force receipt of payment ${id}`)}
                                      onClick={() =>
                                        setSettling({ kind: 'force', withdrawal: w, payment: p })
                                      }
                                    >
                                      {i18n._(msg`Force receipt`)}
                                    </Button>
                                    <Button
                                      size="small"
                                      variant="secondary"
                                      aria-label={i18n._(msg`Cancel payment ${id}`)}
                                      onClick={() =>
                                        setSettling({ kind: 'cancel', withdrawal: w, payment: p })
                                      }
                                    >
                                      {i18n._(msg`Cancel payment`)}
                                    </Button>
                                  </span>
                                </li>
                              );
                            })}
                        </ul>
                      )}
                    </td>
                    <td data-label={i18n._(msg`Risk`)}>
                      {w.flags.length === 0 ? (
                        '—'
                      ) : (
                        <ul className={styles.flags} aria-label={i18n._(msg`Risk flags`)}>
                          {w.flags.map((f) => (
                            <li key={f} className={styles.flag}>
                              {i18n._(FLAG_LABEL[f])}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td data-label={i18n._(msg`Requested`)}>{formatDate(w.createdAt, i18n.locale)}</td>
                    <td data-label={i18n._(msg`Status`)}>
                      {i18n._(STATUS_LABEL[w.status])}
                      {w.reason && (
                        <>
                          <br />
                          <span className={styles.muted}>{w.reason}</span>
                        </>
                      )}
                    </td>
                    <td data-label={i18n._(msg`Actions`)}>
                      {open && (
                        <DecisionButtons
                          accept={{
                            label: i18n._(msg`Pay`),
                            name: i18n._(msg`Pay ${reference}`),
                            disabled: w.unsent === 0,
                            onChoose: () => setAction({ kind: 'pay', withdrawal: w }),
                          }}
                          refuse={{
                            label: i18n._(msg`Reject`),
                            name: i18n._(msg`Reject ${reference}`),
                            // A payment on its way is settled (received, forced or cancelled) first.
                            disabled: w.inTransit > 0,
                            onChoose: () => setAction({ kind: 'reject', withdrawal: w }),
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
      {settling && (
        <PaymentSettlement
          kind={settling.kind}
          withdrawal={settling.withdrawal}
          payment={settling.payment}
          onClose={() => setSettling(null)}
          onDone={() => {
            setSettling(null);
            reload();
          }}
        />
      )}
      {action && (
        <WithdrawalAction
          kind={action.kind}
          withdrawal={action.withdrawal}
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
