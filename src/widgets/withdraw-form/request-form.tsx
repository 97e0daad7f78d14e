import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { getWithdrawSettings, listPayoutAccounts } from '../../api/endpoints';
import { createWithdrawalAtom } from '../../atoms/cashier';
import { readySiteAtom } from '../../atoms/site';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { PaymentPasswordField } from '../../ui/form/payment-password-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { amountError, paymentPasswordError } from '../../widget-kit/amount-check';
import { useMoneySubmission } from '../../widget-kit/money-submission';
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
  const { busy, errors, refuse, edit, submit } = useMoneySubmission(['amount'] as const);
  const max = Math.min(settings.available, settings.maxAmount);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const overBalance = (most: string) => i18n._(msg`You can withdraw at most ${ph({ amount: most })}`);
    const amountProblem = amountError(amount, settings, overBalance, money);
    if (amountProblem) return refuse({ amount: amountProblem });
    const passwordProblem = paymentPasswordError(password);
    if (passwordProblem) return refuse({ paymentPassword: passwordProblem });
    void submit(
      async (idempotencyKey) => {
        await withdraw({
          payoutAccountId: Number(accountId),
          amount,
          paymentPassword: password,
          idempotencyKey,
        });
        setAmount('');
        return null;
      },
      () => setPassword(''),
    );
  };

  const label = (a: Account) => `${a.provider} · ${a.holderName} · ${a.maskedNumber}`;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={i18n._(msg`Withdraw`)}>
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
      <PaymentPasswordField value={password} onChange={edit(setPassword)} error={errors.paymentPassword} />
      {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
      <Button type="submit" busy={busy} className={styles.submit}>
        {i18n._(msg`Withdraw`)}
      </Button>
    </form>
  );
}
