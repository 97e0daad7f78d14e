import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import { parseAmountText } from '@schemas/api/wallet-rules';
import type { getWithdrawSettings, listPayoutAccounts } from '../../api/endpoints';
import { isCallError } from '../../api/call-error';
import { createWithdrawalAtom } from '../../atoms/cashier';
import { readySiteAtom } from '../../atoms/site';
import { newSubmissionKey } from '../../atoms/submission-key';
import { amountProblemText, moneyErrorText } from '../../i18n/money-errors';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import styles from './withdraw-form.module.css';

type Settings = ResponseOf<typeof getWithdrawSettings>;
type Account = ResponseOf<typeof listPayoutAccounts>['items'][number];

/** Account, amount within the limits and the balance, and the payment password. */
export function RequestForm({
  settings,
  accounts,
  canAdd,
  onAdd,
}: {
  settings: Settings;
  accounts: readonly Account[];
  canAdd: boolean;
  onAdd(): void;
}) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const withdraw = useSetAtom(createWithdrawalAtom);
  const [accountId, setAccountId] = useState(String(accounts[0]?.id ?? ''));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [key, setKey] = useState(newSubmissionKey);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ amount?: string; paymentPassword?: string; form?: string }>({});
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setKey(newSubmissionKey());
    setErrors({});
  };
  const max = Math.min(settings.available, settings.maxAmount);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const parsed = parseAmountText(amount);
    if (!parsed.ok) return setErrors({ amount: amountProblemText(parsed.problem) });
    if (parsed.minor > settings.available)
      return setErrors({
        amount: i18n._(msg`You can withdraw at most ${ph({ amount: money(settings.available) })}`),
      });
    if (parsed.minor < settings.minAmount || parsed.minor > settings.maxAmount)
      return setErrors({
        amount: i18n._(
          msg`Enter between ${ph({ min: money(settings.minAmount) })} and ${ph({ max: money(settings.maxAmount) })}`,
        ),
      });
    if (!/^\d{6}$/.test(password))
      return setErrors({ paymentPassword: i18n._(msg`The payment password is exactly 6 digits`) });
    setBusy(true);
    try {
      await withdraw({
        payoutAccountId: Number(accountId),
        amount,
        paymentPassword: password,
        idempotencyKey: key,
      });
      setAmount('');
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

  const label = (a: Account) => `${a.provider} · ${a.holderName} · ${a.maskedNumber}`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(msg`Withdraw`)}>
      <div className={styles.available}>
        <span>{i18n._(msg`Available to withdraw`)}</span>
        <strong className={styles.tabular}>
          {symbol} {money(settings.available)}
        </strong>
      </div>
      <div className={styles.accountRow}>
        <SelectField
          label={i18n._(msg`Pay to`)}
          value={accountId}
          options={accounts.map((a) => ({ value: String(a.id), label: label(a) }))}
          onChange={edit(setAccountId)}
        />
        {canAdd && (
          <Button variant="ghost" size="small" onClick={onAdd}>
            {i18n._(msg`Add an account`)}
          </Button>
        )}
      </div>
      <TextField
        label={i18n._(msg`Amount`)}
        value={amount}
        onChange={edit(setAmount)}
        inputMode="decimal"
        autoComplete="off"
        start={<span className={styles.symbol}>{symbol}</span>}
        helper={i18n._(
          msg`Between ${ph({ min: money(settings.minAmount) })} and ${ph({ max: money(Math.max(settings.minAmount, max)) })}`,
        )}
        error={errors.amount}
        end={
          <Button
            variant="ghost"
            size="small"
            onClick={() => edit(setAmount)(String(max / 100))}
            disabled={max <= 0}
          >
            {i18n._(msg`Max`)}
          </Button>
        }
      />
      <TextField
        label={i18n._(msg`Payment password`)}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={(v) => {
          setPassword(v.replace(/\D/g, ''));
          setErrors({});
        }}
        error={errors.paymentPassword}
        revealable
      />
      {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
      <Button type="submit" busy={busy} className={styles.submit}>
        {i18n._(msg`Withdraw`)}
      </Button>
    </form>
  );
}
