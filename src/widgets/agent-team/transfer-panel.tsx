import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import { parseAmountText, REMARK_MAX_LENGTH } from '@schemas/api/wallet-rules';
import type { listAgentTeam } from '../../api/endpoints';
import { isCallError } from '../../api/call-error';
import { transferToDownlineAtom } from '../../atoms/agent-team';
import { readySiteAtom } from '../../atoms/site';
import { newSubmissionKey } from '../../atoms/submission-key';
import { amountProblemText, moneyErrorText } from '../../i18n/money-errors';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import styles from './agent-team.module.css';

type Team = ResponseOf<typeof listAgentTeam>;

type Errors = { amount?: string; paymentPassword?: string; form?: string };

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
  const [key, setKey] = useState(newSubmissionKey);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setKey(newSubmissionKey());
    setErrors({});
    setDone(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const parsed = parseAmountText(amount);
    if (!parsed.ok) return setErrors({ amount: amountProblemText(parsed.problem) });
    if (parsed.minor > info.available)
      return setErrors({
        amount: i18n._(msg`You can transfer at most ${ph({ amount: money(info.available) })}`),
      });
    if (parsed.minor < info.minAmount || parsed.minor > info.maxAmount)
      return setErrors({
        amount: i18n._(
          msg`Enter between ${ph({ min: money(info.minAmount) })} and ${ph({ max: money(info.maxAmount) })}`,
        ),
      });
    if (!/^\d{6}$/.test(password))
      return setErrors({ paymentPassword: i18n._(msg`The payment password is exactly 6 digits`) });
    setBusy(true);
    try {
      const r = await send({
        member: member.username,
        amount,
        paymentPassword: password,
        idempotencyKey: key,
        ...(allowRemark && remark.trim() ? { remark: remark.trim() } : {}),
      });
      setDone(i18n._(msg`${ph({ amount: money(r.amount) })} sent to ${ph({ name: r.member })}.`));
      setAmount('');
      setRemark('');
      setKey(newSubmissionKey());
    } catch (err) {
      const field = isCallError(err) ? err.errors[0]?.field : undefined;
      const text = moneyErrorText(err);
      setErrors(field === 'amount' || field === 'paymentPassword' ? { [field]: text } : { form: text });
    } finally {
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.transfer}
      onSubmit={submit}
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
      <TextField
        label={i18n._(msg`Payment password`)}
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        value={password}
        onChange={(v) => {
          setPassword(v.replace(/\D/g, ''));
          setErrors({});
        }}
        error={errors.paymentPassword}
        revealable
      />
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
