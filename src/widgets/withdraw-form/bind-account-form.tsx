import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { isCallError } from '../../api/call-error';
import { bindPayoutAccountAtom } from '../../atoms/cashier';
import { moneyErrorText } from '../../i18n/money-errors';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import styles from './withdraw-form.module.css';

type Kind = 'bank' | 'ewallet' | 'crypto';
type Field = 'provider' | 'holderName' | 'accountNumber' | 'paymentPassword' | 'form';

/** Bind a bank card, e-wallet or crypto address, confirmed with the payment password. */
export function BindAccountForm({
  kinds,
  canCancel,
  onDone,
}: {
  kinds: readonly Kind[];
  canCancel: boolean;
  onDone(): void;
}) {
  const { i18n } = useLingui();
  const bind = useSetAtom(bindPayoutAccountAtom);
  const [kind, setKind] = useState<Kind>(kinds[0] ?? 'bank');
  const [provider, setProvider] = useState('');
  const [holderName, setHolderName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);
  const kindLabel = (k: Kind) =>
    k === 'bank'
      ? i18n._(msg`Bank card`)
      : k === 'ewallet'
        ? i18n._(msg`E-wallet`)
        : i18n._(msg`Crypto address`);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const required: [Field, string][] = [
      ['provider', provider],
      ['holderName', holderName],
      ['accountNumber', accountNumber],
    ];
    const missing = required.find(([, v]) => !v.trim());
    if (missing) return setError({ field: missing[0], text: i18n._(msg`Input cannot be empty`) });
    if (kind === 'bank' && !/^\d{6,30}$/.test(accountNumber.replace(/[\s-]/g, '')))
      return setError({ field: 'accountNumber', text: i18n._(msg`A card number is 6 to 30 digits`) });
    if (!/^\d{6}$/.test(password))
      return setError({
        field: 'paymentPassword',
        text: i18n._(msg`The payment password is exactly 6 digits`),
      });
    setBusy(true);
    try {
      await bind({ kind, provider, holderName, accountNumber, paymentPassword: password });
      onDone();
    } catch (err) {
      const named = isCallError(err) ? err.errors[0]?.field : undefined;
      const fields: readonly string[] = ['provider', 'holderName', 'accountNumber', 'paymentPassword'];
      setError({
        field: named && fields.includes(named) ? (named as Field) : 'form',
        text: moneyErrorText(err),
      });
    } finally {
      setPassword('');
      setBusy(false);
    }
  };
  const err = (f: Field) => (error?.field === f ? error.text : undefined);
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={i18n._(msg`Bind a payout account`)}
    >
      <p className={styles.lead}>{i18n._(msg`Withdrawals are paid to an account in your own name.`)}</p>
      {kinds.length > 1 && (
        <SelectField
          label={i18n._(msg`Account type`)}
          value={kind}
          options={kinds.map((k) => ({ value: k, label: kindLabel(k) }))}
          onChange={(v) => setKind(v as Kind)}
        />
      )}
      <TextField
        label={
          kind === 'bank'
            ? i18n._(msg`Bank name`)
            : kind === 'ewallet'
              ? i18n._(msg`E-wallet provider`)
              : i18n._(msg`Network`)
        }
        value={provider}
        onChange={setProvider}
        maxLength={60}
        error={err('provider')}
      />
      <TextField
        label={i18n._(msg`Account holder`)}
        value={holderName}
        onChange={setHolderName}
        maxLength={60}
        autoComplete="name"
        error={err('holderName')}
      />
      <TextField
        label={kind === 'crypto' ? i18n._(msg`Address`) : i18n._(msg`Account number`)}
        value={accountNumber}
        onChange={setAccountNumber}
        maxLength={100}
        inputMode={kind === 'bank' ? 'numeric' : 'text'}
        autoComplete="off"
        error={err('accountNumber')}
      />
      <TextField
        label={i18n._(msg`Payment password`)}
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        value={password}
        onChange={(v) => setPassword(v.replace(/\D/g, ''))}
        error={err('paymentPassword')}
        revealable
      />
      {error?.field === 'form' && <FormMessage tone="error">{error.text}</FormMessage>}
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {i18n._(msg`Bind account`)}
        </Button>
        {canCancel && (
          <Button variant="secondary" onClick={onDone}>
            {i18n._(msg`Cancel`)}
          </Button>
        )}
      </div>
    </form>
  );
}
