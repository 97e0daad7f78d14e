import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { paymentPasswordProblem } from '@schemas/api/wallet-rules';
import { isCallError } from '../../api/call-error';
import { paymentPasswordStateAtom, setPaymentPasswordAtom } from '../../atoms/cashier';
import { profileAtom } from '../../atoms/profile';
import { useAsyncAtom } from '../../atoms/async';
import { moneyErrorText, paymentPasswordProblemText } from '../../i18n/money-errors';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { ErrorState } from '../../ui/state-view/state-view';
import type { WidgetBaseProps } from '../define-widget';
import type { PaymentPasswordFormProps } from './payment-password-form.props';
import styles from './payment-password-form.module.css';

type Field =
  'loginPassword' | 'oldPaymentPassword' | 'newPaymentPassword' | 'confirmPaymentPassword' | 'form';

/** The payment password (R9.19): six digits, not repeated, not a straight run; limited wrong tries. */
export default function PaymentPasswordForm({
  showTitle = true,
}: PaymentPasswordFormProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  const state = useAsyncAtom(paymentPasswordStateAtom);
  const profile = useAsyncAtom(profileAtom);
  const save = useSetAtom(setPaymentPasswordAtom);
  const [login, setLogin] = useState('');
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);
  const [done, setDone] = useState(false);
  const digits = (set: (v: string) => void) => (v: string) => {
    set(v.replace(/\D/g, '').slice(0, 6));
    setError(null);
    setDone(false);
  };

  if (state.error)
    return (
      <ErrorState
        message={moneyErrorText(state.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={state.retry}
      />
    );
  if (!state.data) return <SkeletonRows rows={3} height={44} label={i18n._(msg`Loading payment password`)} />;
  const isSet = state.data.isSet;
  const needsLogin = !isSet && profile.data?.hasPassword !== false;
  const locked = state.data.lockedUntil;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = paymentPasswordProblem(next);
    if (problem) return setError({ field: 'newPaymentPassword', text: paymentPasswordProblemText(problem) });
    if (confirm !== next)
      return setError({
        field: 'confirmPaymentPassword',
        text: i18n._(msg({ id: 'inconsistent_twice', message: 'The two passwords do not match' })),
      });
    setBusy(true);
    setError(null);
    try {
      await save({
        newPaymentPassword: next,
        confirmPaymentPassword: confirm,
        ...(isSet ? { oldPaymentPassword: old } : needsLogin ? { loginPassword: login } : {}),
      });
      setDone(true);
      setLogin('');
      setOld('');
      setNext('');
      setConfirm('');
    } catch (err) {
      const named = isCallError(err) ? err.errors[0]?.field : undefined;
      const fields: readonly string[] = [
        'loginPassword',
        'oldPaymentPassword',
        'newPaymentPassword',
        'confirmPaymentPassword',
      ];
      setError({
        field: named && fields.includes(named) ? (named as Field) : 'form',
        text: moneyErrorText(err),
      });
    } finally {
      setBusy(false);
    }
  };
  const err = (f: Field) => (error?.field === f ? error.text : undefined);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={showTitle ? styles.title : 'visually-hidden'}>
        {i18n._(msg`Payment password`)}
      </h3>
      <p className={styles.lead}>
        {isSet
          ? i18n._(msg`Your payment password protects withdrawals, bound accounts and transfers.`)
          : i18n._(msg`Set a 6-digit payment password before your first withdrawal.`)}
      </p>
      {locked && (
        <FormMessage tone="error">
          {i18n._(
            msg`Too many wrong payment passwords. Payments are locked until ${ph({ time: new Date(locked).toLocaleTimeString(i18n.locale, { hour: '2-digit', minute: '2-digit' }) })}.`,
          )}
        </FormMessage>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(msg`Payment password`)}>
        {needsLogin && (
          <TextField
            label={i18n._(msg`Login password`)}
            type="password"
            value={login}
            onChange={(v) => {
              setLogin(v);
              setError(null);
            }}
            autoComplete="current-password"
            revealable
            error={err('loginPassword')}
          />
        )}
        {isSet && (
          <TextField
            label={i18n._(msg`Current payment password`)}
            type="password"
            inputMode="numeric"
            value={old}
            onChange={digits(setOld)}
            autoComplete="off"
            revealable
            error={err('oldPaymentPassword')}
          />
        )}
        <TextField
          label={i18n._(msg`New payment password`)}
          type="password"
          inputMode="numeric"
          value={next}
          onChange={digits(setNext)}
          autoComplete="off"
          revealable
          helper={i18n._(msg`6 digits, not one digit repeated, not in a row like 123456`)}
          error={err('newPaymentPassword')}
        />
        <TextField
          label={i18n._(msg`Confirm payment password`)}
          type="password"
          inputMode="numeric"
          value={confirm}
          onChange={digits(setConfirm)}
          autoComplete="off"
          revealable
          error={err('confirmPaymentPassword')}
        />
        {error?.field === 'form' && <FormMessage tone="error">{error.text}</FormMessage>}
        {done && <FormMessage tone="success">{i18n._(msg`Your payment password is saved.`)}</FormMessage>}
        <Button type="submit" busy={busy} className={styles.submit}>
          {isSet ? i18n._(msg`Change payment password`) : i18n._(msg`Set payment password`)}
        </Button>
      </form>
    </section>
  );
}
