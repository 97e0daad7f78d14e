import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import { parseAmountText } from '@schemas/api/wallet-rules';
import type { createDeposit, getDepositChannels } from '../../api/endpoints';
import { isCallError } from '../../api/call-error';
import { createDepositAtom, depositChannelsAtom } from '../../atoms/cashier';
import { readySiteAtom } from '../../atoms/site';
import { newSubmissionKey } from '../../atoms/submission-key';
import { useAsyncAtom } from '../../atoms/async';
import { amountProblemText, moneyErrorText } from '../../i18n/money-errors';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import type { WidgetBaseProps } from '../define-widget';
import { ChannelPicker } from './channel-picker';
import { DepositLimitOffer } from './deposit-limit-offer';
import type { DepositFormProps } from './deposit-form.props';
import { ReceivingAccount } from './receiving-account';
import { RecentDeposits } from './recent-deposits';
import styles from './deposit-form.module.css';

type Channel = ResponseOf<typeof getDepositChannels>['channels'][number];
type Deposit = ResponseOf<typeof createDeposit>;

/** depositv2 (spec §2 "increase deposit"): channel, amount within its limits, and the request's fate. */
export default function DepositForm({
  quickAmounts = [100, 500, 1000, 5000],
}: DepositFormProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const channels = useAsyncAtom(depositChannelsAtom);
  if (channels.error)
    return (
      <ErrorState
        message={moneyErrorText(channels.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={channels.retry}
      />
    );
  if (!channels.data)
    return <SkeletonRows rows={3} height={72} label={i18n._(msg`Loading deposit channels`)} />;
  if (channels.data.channels.length === 0)
    return (
      <EmptyState title={i18n._(msg`Deposits are closed at the moment`)}>
        {i18n._(msg`Please try again later or contact customer service.`)}
      </EmptyState>
    );
  return (
    <div className={styles.root}>
      <DepositLimitOffer />
      <Form channels={channels.data.channels} quickAmounts={quickAmounts} />
      <RecentDeposits />
    </div>
  );
}

function Form({ channels, quickAmounts }: { channels: Channel[]; quickAmounts: readonly number[] }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const deposit = useSetAtom(createDepositAtom);
  const [code, setCode] = useState(channels[0]?.code ?? '');
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [key, setKey] = useState(newSubmissionKey);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ amount?: string; payerName?: string; form?: string }>({});
  const [result, setResult] = useState<Deposit | null>(null);
  const channel = channels.find((c) => c.code === code) ?? (channels[0] as Channel);
  const needsName = channel.kind !== 'instant';
  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setKey(newSubmissionKey());
      setErrors({});
      setResult(null);
    };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const parsed = parseAmountText(amount);
    if (!parsed.ok) return setErrors({ amount: amountProblemText(parsed.problem) });
    if (parsed.minor < channel.minAmount || parsed.minor > channel.maxAmount)
      return setErrors({
        amount: i18n._(
          msg`Enter between ${ph({ min: money(channel.minAmount) })} and ${ph({ max: money(channel.maxAmount) })}`,
        ),
      });
    if (needsName && !payerName.trim())
      return setErrors({ payerName: i18n._(msg`Please enter the name on your paying account`) });
    setBusy(true);
    try {
      const d = await deposit({
        channel: channel.code,
        amount,
        idempotencyKey: key,
        ...(needsName ? { payerName: payerName.trim() } : {}),
      });
      setResult(d);
      setAmount('');
      setKey(newSubmissionKey());
    } catch (err) {
      const field = isCallError(err) ? err.errors[0]?.field : undefined;
      const text = moneyErrorText(err);
      setErrors(field === 'amount' || field === 'payerName' ? { [field]: text } : { form: text });
    } finally {
      setBusy(false);
    }
  };

  const chips = quickAmounts
    .map((a) => Math.round(a * 100))
    .filter((m) => m >= channel.minAmount && m <= channel.maxAmount);
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(msg`Deposit`)}>
      <ChannelPicker channels={channels} value={channel.code} onChange={edit(setCode)} />
      {channel.receiving && <ReceivingAccount account={channel.receiving} />}
      <TextField
        label={i18n._(msg`Amount`)}
        value={amount}
        onChange={edit(setAmount)}
        inputMode="decimal"
        autoComplete="off"
        start={<span className={styles.symbol}>{symbol}</span>}
        helper={i18n._(
          msg`Between ${ph({ min: money(channel.minAmount) })} and ${ph({ max: money(channel.maxAmount) })}`,
        )}
        error={errors.amount}
      />
      {chips.length > 0 && (
        <div className={styles.chips} role="group" aria-label={i18n._(msg`Quick amounts`)}>
          {chips.map((m) => (
            <button
              key={m}
              type="button"
              className={styles.chip}
              onClick={() => edit(setAmount)(String(m / 100))}
            >
              {money(m)}
            </button>
          ))}
        </div>
      )}
      {needsName && (
        <TextField
          label={i18n._(msg`Name on your paying account`)}
          value={payerName}
          onChange={edit(setPayerName)}
          autoComplete="name"
          maxLength={60}
          error={errors.payerName}
        />
      )}
      {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
      {result && <ResultMessage deposit={result} />}
      <Button type="submit" busy={busy} className={styles.submit}>
        {channel.kind === 'instant' ? i18n._(msg`Deposit now`) : i18n._(msg`Submit deposit request`)}
      </Button>
    </form>
  );
}

function ResultMessage({ deposit }: { deposit: Deposit }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const amount = money(deposit.amount);
  if (deposit.status === 'approved')
    return <FormMessage tone="success">{i18n._(msg`${amount} was added to your main wallet.`)}</FormMessage>;
  if (deposit.status === 'rejected')
    return <FormMessage tone="error">{i18n._(msg`The payment channel declined this deposit.`)}</FormMessage>;
  return (
    <FormMessage tone="info">
      {i18n._(
        msg`Request ${ph({ reference: deposit.reference })} for ${amount} is waiting for the cashier. Put ${ph({ reference: deposit.reference })} in your transfer note.`,
      )}
    </FormMessage>
  );
}
