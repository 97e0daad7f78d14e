import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import { REMARK_MAX_LENGTH } from '@schemas/api/wallet-rules';
import type { listAgentTeam } from '../../api/endpoints';
import { transferToDownlineAtom } from '../../atoms/agent-team';
import { readySiteAtom } from '../../atoms/site';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { PaymentPasswordField } from '../../ui/form/payment-password-field';
import { TextField } from '../../ui/form/text-field';
import { amountError, paymentPasswordError } from '../../widget-kit/amount-check';
import { useMoneySubmission } from '../../widget-kit/money-submission';
import styles from './agent-team.module.css';

type Team = ResponseOf<typeof listAgentTeam>;

/**
 * A transfer from the agent's main wallet to one team member. The form keeps its
 * submission key until its content changes or the transfer succeeds, so a double
 * click or a retry after a lost answer moves the money once.
 */
export function TransferPanel({
  member,
  info,
  allowRemark,
  onClose,
}: {
  member: Team['items'][number];
  info: Team;
  allowRemark: boolean;
  onClose(): void;
}) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const send = useSetAtom(transferToDownlineAtom);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const { busy, errors, done, refuse, edit, submit } = useMoneySubmission(['amount'] as const);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const overBalance = (most: string) => i18n._(msg`You can transfer at most ${ph({ amount: most })}`);
    const amountProblem = amountError(amount, info, overBalance, money);
    if (amountProblem) return refuse({ amount: amountProblem });
    const passwordProblem = paymentPasswordError(password);
    if (passwordProblem) return refuse({ paymentPassword: passwordProblem });
    void submit(
      async (idempotencyKey) => {
        const r = await send({
          member: member.username,
          amount,
          paymentPassword: password,
          idempotencyKey,
          ...(allowRemark && remark.trim() ? { remark: remark.trim() } : {}),
        });
        setAmount('');
        setRemark('');
        return i18n._(msg`${ph({ amount: money(r.amount) })} sent to ${ph({ name: r.member })}.`);
      },
      () => setPassword(''),
    );
  };

  return (
    <form
      ref={formRef}
      className={styles.transfer}
      onSubmit={onSubmit}
      noValidate
      aria-label={i18n._(msg`Transfer to ${ph({ name: member.username })}`)}
    >
      <dl className={styles.facts}>
        <div>
          <dt>{i18n._(msg`To`)}</dt>
          <dd>{member.username}</dd>
        </div>
        <div>
          <dt>{i18n._(msg`Your main wallet`)}</dt>
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
          label={i18n._(msg`Note for the member (optional)`)}
          value={remark}
          onChange={edit((v) => setRemark([...v].slice(0, REMARK_MAX_LENGTH).join('')))}
          maxLength={REMARK_MAX_LENGTH}
        />
      )}
      <PaymentPasswordField value={password} onChange={edit(setPassword)} error={errors.paymentPassword} />
      {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {i18n._(msg`Transfer`)}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {i18n._(msg`Close`)}
        </Button>
      </div>
    </form>
  );
}
