import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { createWithdrawal } from '../../api/endpoints';
import { confirmReceiptAtom } from '../../atoms/cashier';
import { newSubmissionKey } from '../../atoms/submission-key';
import { readySiteAtom } from '../../atoms/site';
import { moneyErrorText } from '../../i18n/money-errors';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { Money } from '../../ui/money/money';
import { NotReceivedForm } from './not-received-form';
import styles from './withdraw-form.module.css';
import { dateTimeText } from '../../i18n/format-dates';

type Withdrawal = ResponseOf<typeof createWithdrawal>;
type Payout = Withdrawal['payouts'][number];

/**
 * The open withdrawal (spec §4 withdrawal confirmation): amount, received and
 * remaining (R4.37), and each payment to confirm as received, report as not received
 * with proof, or all received at once. Unconfirmed payments count as received after
 * the merchant's minutes.
 */
export function ReceiptPanel({
  withdrawal,
  confirmMinutes,
}: {
  withdrawal: Withdrawal;
  confirmMinutes: number;
}) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const confirm = useSetAtom(confirmReceiptAtom);
  const [busy, setBusy] = useState<string | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const waiting = withdrawal.payouts.filter((p) => p.status === 'sent');

  // One key per confirmation the member means, kept until it succeeds: a double click or a
  // retry after a lost answer confirms once and shows the first answer.
  const keys = useRef(new Map<string, string>());
  const keyFor = (id: string) => {
    const key = keys.current.get(id) ?? newSubmissionKey();
    keys.current.set(id, key);
    return key;
  };
  const send = async (
    id: string,
    input: Omit<Parameters<typeof confirm>[0], 'idempotencyKey'>,
    done: string,
  ) => {
    setBusy(id);
    setNotice(null);
    try {
      await confirm({ ...input, idempotencyKey: keyFor(id) });
      keys.current.delete(id);
      setNotice({ tone: 'success', text: done });
    } catch (err) {
      setNotice({ tone: 'error', text: moneyErrorText(err) });
    } finally {
      setBusy(null);
    }
  };
  const status = (p: Payout) => {
    switch (p.status) {
      case 'sent':
        return i18n._(msg`Waiting for your confirmation`);
      case 'received':
        return i18n._(msg`Received`);
      case 'auto_received':
        return i18n._(msg`Counted as received`);
      case 'disputed':
        return i18n._(msg`Reported not received: being checked`);
      case 'forced':
        return i18n._(msg`Confirmed by the cashier`);
      case 'cancelled':
        return i18n._(msg`Cancelled: not paid`);
    }
  };

  return (
    <section className={styles.panel} aria-label={i18n._(msg`Your withdrawal in progress`)}>
      <header className={styles.panelHead}>
        <div>
          <h3 className={styles.panelTitle}>{i18n._(msg`Withdrawal in progress`)}</h3>
          <p className={styles.meta}>
            {withdrawal.reference} · {withdrawal.account.provider} {withdrawal.account.maskedNumber}
          </p>
        </div>
        <span className={styles.stateTag} data-status={withdrawal.status}>
          {withdrawal.status === 'pending' ? i18n._(msg`Waiting for the cashier`) : i18n._(msg`Being paid`)}
        </span>
      </header>
      <dl className={styles.sums}>
        <div>
          <dt>{i18n._(msg`Amount`)}</dt>
          <dd>
            <Money text={money(withdrawal.amount)} symbol={symbol} />
          </dd>
        </div>
        <div>
          <dt>{i18n._(msg`Received`)}</dt>
          <dd>
            <Money
              text={money(withdrawal.received)}
              symbol={symbol}
              tone={withdrawal.received > 0 ? 'plus' : 'neutral'}
            />
          </dd>
        </div>
        <div>
          <dt>{i18n._(msg`Remaining`)}</dt>
          <dd>
            <Money text={money(withdrawal.remaining)} symbol={symbol} />
          </dd>
        </div>
      </dl>
      {withdrawal.payouts.length === 0 ? (
        <p className={styles.lead}>
          {i18n._(msg`The amount is held for you until the cashier pays it out or releases it.`)}
        </p>
      ) : (
        <ul className={styles.payouts} aria-label={i18n._(msg`Payments`)}>
          {withdrawal.payouts.map((p) => (
            <li key={p.id} className={styles.payout}>
              <div className={styles.payoutHead}>
                <Money text={money(p.amount)} symbol={symbol} />
                <span className={styles.payoutStatus} data-status={p.status}>
                  {status(p)}
                </span>
              </div>
              <p className={styles.meta}>
                {i18n._(msg`Sent ${ph({ time: dateTimeText(p.sentAt) })}`)}
                {p.status === 'sent' &&
                  ` · ${i18n._(msg`Counts as received at ${ph({ time: dateTimeText(p.confirmDueAt) })} if not confirmed`)}`}
              </p>
              {p.status === 'sent' && reporting !== p.id && (
                <div className={styles.actions}>
                  <Button
                    size="small"
                    busy={busy === `r${p.id}`}
                    disabled={busy !== null}
                    onClick={() =>
                      send(
                        `r${p.id}`,
                        { reference: withdrawal.reference, outcome: 'received', payoutId: p.id },
                        i18n._(msg`Thank you: the payment is confirmed.`),
                      )
                    }
                  >
                    {i18n._(msg`I received it`)}
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={busy !== null}
                    onClick={() => setReporting(p.id)}
                  >
                    {i18n._(msg`Not received`)}
                  </Button>
                </div>
              )}
              {reporting === p.id && (
                <NotReceivedForm
                  reference={withdrawal.reference}
                  payout={p}
                  onCancel={() => setReporting(null)}
                  onDone={() => {
                    setReporting(null);
                    setNotice({
                      tone: 'success',
                      text: i18n._(msg`Your report was sent. The cashier will check it.`),
                    });
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {waiting.length > 1 && (
        <Button
          variant="secondary"
          busy={busy?.startsWith('all:') === true}
          disabled={busy !== null}
          onClick={() =>
            send(
              `all:${waiting.map((p) => p.id).join(',')}`,
              { reference: withdrawal.reference, outcome: 'all_received' },
              i18n._(msg`Thank you: every payment is confirmed.`),
            )
          }
        >
          {i18n._(msg`All received`)}
        </Button>
      )}
      {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      <p className={styles.note}>
        {i18n._(
          msg`A payment you do not confirm within ${ph({ minutes: confirmMinutes })} minutes counts as received. A confirmed receipt is final.`,
        )}
      </p>
    </section>
  );
}
