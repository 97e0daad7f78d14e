import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import { parseAmountText } from '@schemas/api/wallet-rules';
import type { listWallets } from '../../api/endpoints';
import { isCallError } from '../../api/call-error';
import { newSubmissionKey } from '../../atoms/submission-key';
import { transferFundsAtom } from '../../atoms/wallet';
import { amountProblemText, moneyErrorText } from '../../i18n/money-errors';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import styles from './wallet-transfer.module.css';

export type Wallets = ResponseOf<typeof listWallets>;

/**
 * From, to and amount (or everything): one submission key per filled-in form, so a
 * double click or a retry moves the money once.
 */
export function TransferForm({
  wallets,
  target,
  nameOf,
  onDone,
}: {
  wallets: Wallets;
  /** `<code>:<nonce>` when a card asked to transfer in to its wallet. */
  target: string | null;
  nameOf(code: string): string;
  onDone(text: string): void;
}) {
  const { i18n } = useLingui();
  const money = useMoney();
  const transfer = useSetAtom(transferFundsAtom);
  const first = wallets.wallets[0]?.code ?? 'main';
  const [from, setFrom] = useState('main');
  const [to, setTo] = useState(first);
  const [amount, setAmount] = useState('');
  const [all, setAll] = useState(false);
  const [key, setKey] = useState(newSubmissionKey);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<{ field: string; text: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!target) return;
    setFrom('main');
    setTo(target.split(':')[0] ?? first);
    setAll(false);
    setKey(newSubmissionKey());
    formRef.current?.querySelector<HTMLInputElement>('input[inputmode="decimal"]')?.focus();
  }, [target, first]);

  const balanceOf = (code: string) =>
    code === 'main' ? wallets.main : (wallets.wallets.find((w) => w.code === code)?.balance ?? 0);
  const options = [
    { value: 'main', label: nameOf('main') },
    ...wallets.wallets.map((w) => ({ value: w.code, label: w.name })),
  ];
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setKey(newSubmissionKey());
      setFieldError(null);
    };
  const chooseFrom = (code: string) => {
    changed(setFrom)(code);
    // Transfers go between main and one vendor wallet.
    if (code !== 'main') setTo('main');
    else if (to === 'main') setTo(first);
  };
  const chooseTo = (code: string) => {
    changed(setTo)(code);
    if (code !== 'main') setFrom('main');
    else if (from === 'main') setFrom(first);
  };
  const swap = () => {
    setFrom(to);
    setTo(from);
    setKey(newSubmissionKey());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setFieldError(null);
    const available = balanceOf(from);
    let moving: number;
    if (all) {
      moving = available;
      if (moving <= 0) return setFieldError({ field: 'amount', text: i18n._(msg`That wallet is empty`) });
    } else {
      const parsed = parseAmountText(amount);
      if (!parsed.ok) return setFieldError({ field: 'amount', text: amountProblemText(parsed.problem) });
      moving = parsed.minor;
      if (moving > available)
        return setFieldError({
          field: 'amount',
          text: i18n._(msg`You can move at most ${ph({ amount: money(available) })}`),
        });
    }
    setBusy(true);
    try {
      const r = await transfer(
        all
          ? { mode: 'all', from, to, idempotencyKey: key }
          : { mode: 'amount', from, to, amount, idempotencyKey: key },
      );
      const moved = { amount: money(r.amount), from: nameOf(from), to: nameOf(to) };
      // A repeat of a submission that already went through (its answer had been lost): say so.
      onDone(
        r.replayed
          ? i18n._(
              msg`Your transfer was already made: ${ph({ amount: moved.amount })} moved from ${ph({ from: moved.from })} to ${ph({ to: moved.to })}.`,
            )
          : i18n._(
              msg`${ph({ amount: moved.amount })} moved from ${ph({ from: moved.from })} to ${ph({ to: moved.to })}.`,
            ),
      );
      setAmount('');
      setAll(false);
      setKey(newSubmissionKey());
    } catch (err) {
      const field = isCallError(err) ? (err.errors[0]?.field ?? 'form') : 'form';
      setFieldError({
        field: field === 'to' || field === 'from' ? field : field === 'amount' ? 'amount' : 'form',
        text: moneyErrorText(err),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={i18n._(msg`Transfer between wallets`)}
    >
      <div className={styles.pair}>
        <SelectField
          label={i18n._(msg`From`)}
          value={from}
          options={options}
          onChange={chooseFrom}
          error={fieldError?.field === 'from' ? fieldError.text : undefined}
        />
        <button
          type="button"
          className={styles.swap}
          onClick={swap}
          aria-label={i18n._(msg`Swap from and to`)}
        >
          ⇄
        </button>
        <SelectField
          label={i18n._(msg`To`)}
          value={to}
          options={options}
          onChange={chooseTo}
          error={fieldError?.field === 'to' ? fieldError.text : undefined}
        />
      </div>
      <div className={styles.amountRow}>
        <TextField
          label={i18n._(msg`Amount`)}
          value={all ? money(balanceOf(from)) : amount}
          onChange={(v) => {
            setAll(false);
            changed(setAmount)(v);
          }}
          inputMode="decimal"
          autoComplete="off"
          readOnly={all}
          helper={i18n._(msg`Available: ${ph({ amount: money(balanceOf(from)) })}`)}
          error={fieldError?.field === 'amount' ? fieldError.text : undefined}
          end={
            <Button size="small" variant="ghost" aria-pressed={all} onClick={() => changed(setAll)(!all)}>
              {i18n._(msg`All`)}
            </Button>
          }
        />
      </div>
      {fieldError?.field === 'form' && <FormMessage tone="error">{fieldError.text}</FormMessage>}
      <Button type="submit" busy={busy} className={styles.submit}>
        {i18n._(msg`Transfer`)}
      </Button>
    </form>
  );
}
