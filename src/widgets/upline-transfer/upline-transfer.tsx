import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import { REMARK_MAX_LENGTH } from '@schemas/api/wallet-rules';
import type { getUplineTransfer } from '../../api/endpoints';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { sendToUplineAtom, uplineTransferAtom } from '../../atoms/wallet';
import { moneyErrorText } from '../../i18n/money-errors';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { PaymentPasswordField } from '../../ui/form/payment-password-field';
import { TextField } from '../../ui/form/text-field';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import { amountError, paymentPasswordError } from '../../widget-kit/amount-check';
import { useMoneySubmission } from '../../widget-kit/money-submission';
import type { WidgetBaseProps } from '../define-widget';
import type { UplineTransferProps } from './upline-transfer.props';
import styles from './upline-transfer.module.css';

type Info = ResponseOf<typeof getUplineTransfer>;

/** transferUpline (spec §2): money from the main wallet to the member's upline agent. */
export default function UplineTransfer({ allowRemark = true }: UplineTransferProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const info = useAsyncAtom(uplineTransferAtom);
  if (info.error)
    return (
      <ErrorState
        message={moneyErrorText(info.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={info.retry}
      />
    );
  if (!info.data) return <SkeletonRows rows={3} height={56} label={i18n._(msg`Loading your upline`)} />;
  if (!info.data.upline)
    return (
      <EmptyState title={i18n._(msg`You have no upline agent`)}>
        {i18n._(msg`Transfers to an upline are for players who joined through an agent.`)}
      </EmptyState>
    );
  return <Form info={info.data} allowRemark={allowRemark} />;
}

function Form({ info, allowRemark }: { info: Info; allowRemark: boolean }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const send = useSetAtom(sendToUplineAtom);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const { busy, errors, done, refuse, edit, submit } = useMoneySubmission(['amount'] as const);
  const upline = info.upline as NonNullable<Info['upline']>;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const overBalance = (most: string) => i18n._(msg`You can send at most ${ph({ amount: most })}`);
    const amountProblem = amountError(amount, info, overBalance, money);
    if (amountProblem) return refuse({ amount: amountProblem });
    const passwordProblem = paymentPasswordError(password);
    if (passwordProblem) return refuse({ paymentPassword: passwordProblem });
    void submit(
      async (idempotencyKey) => {
        const r = await send({
          amount,
          paymentPassword: password,
          idempotencyKey,
          ...(allowRemark && remark.trim() ? { remark: remark.trim() } : {}),
        });
        setAmount('');
        setRemark('');
        return i18n._(msg`${ph({ amount: money(r.amount) })} sent to ${ph({ name: upline.nickname })}.`);
      },
      () => setPassword(''),
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={i18n._(msg`Transfer to upline`)}>
      <dl className={styles.facts}>
        <div>
          <dt>{i18n._(msg`Your upline agent`)}</dt>
          <dd>
            {upline.nickname} <span className={styles.account}>({upline.account})</span>
          </dd>
        </div>
        <div>
          <dt>{i18n._(msg`Main wallet`)}</dt>
          <dd className={styles.money}>
            {symbol} {money(info.available)}
          </dd>
        </div>
      </dl>
      <TextField
        label={i18n._(msg`Amount`)}
        value={amount}
        onChange={edit(setAmount)}
        inputMode="decimal"
        autoComplete="off"
        start={<span className={styles.symbol}>{symbol}</span>}
        helper={i18n._(
          msg`Between ${ph({ min: money(info.minAmount) })} and ${ph({ max: money(info.maxAmount) })}`,
        )}
        error={errors.amount}
      />
      {allowRemark && (
        <TextField
          label={i18n._(msg`Note for your agent (optional)`)}
          value={remark}
          onChange={edit((v: string) => setRemark([...v].slice(0, REMARK_MAX_LENGTH).join('')))}
          maxLength={REMARK_MAX_LENGTH}
        />
      )}
      <PaymentPasswordField value={password} onChange={edit(setPassword)} error={errors.paymentPassword} />
      {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <Button type="submit" busy={busy} className={styles.submit}>
        {i18n._(msg`Send to upline`)}
      </Button>
    </form>
  );
}
