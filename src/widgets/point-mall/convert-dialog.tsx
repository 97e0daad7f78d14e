import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { PointConfigView } from '@schemas/api/points';
import { isCallError } from '../../api/call-error';
import { convertPointsAtom } from '../../atoms/points';
import { readySiteAtom } from '../../atoms/site';
import { newSubmissionKey } from '../../atoms/submission-key';
import { moneyErrorText } from '../../i18n/money-errors';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import styles from './point-mall.module.css';

const Modal = lazy(() => import('../../ui/modal/modal').then((m) => ({ default: m.Modal })));

/** Convert points to cash in the main wallet at the merchant's rate, with the payment password. */
export function ConvertDialog({
  points,
  config,
  onClose,
}: {
  points: number;
  config: PointConfigView;
  onClose(): void;
}) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const convert = useSetAtom(convertPointsAtom);
  const [count, setCount] = useState('');
  const [password, setPassword] = useState('');
  const [key, setKey] = useState(newSubmissionKey);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ points?: string; paymentPassword?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const n = /^\d{1,10}$/.test(count) ? Number(count) : NaN;
  const worth = `${symbol} ${money(Number.isFinite(n) ? n * config.minorPerPoint : 0)}`;
  const min = config.minConvertPoints.toLocaleString(i18n.locale);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!Number.isInteger(n) || n < config.minConvertPoints)
      return setErrors({ points: i18n._(msg`Convert at least ${min} points`) });
    if (n > points) return setErrors({ points: i18n._(msg`You do not have enough points for this`) });
    if (!/^\d{6}$/.test(password))
      return setErrors({ paymentPassword: i18n._(msg`The payment password is exactly 6 digits`) });
    setBusy(true);
    try {
      const r = await convert({ points: n, paymentPassword: password, idempotencyKey: key });
      setDone(i18n._(msg`${ph({ amount: `${symbol} ${money(r.amount)}` })} added to your main wallet.`));
      setKey(newSubmissionKey());
    } catch (err) {
      const field = isCallError(err) ? err.errors[0]?.field : undefined;
      const text = moneyErrorText(err);
      setErrors(field === 'points' || field === 'paymentPassword' ? { [field]: text } : { form: text });
    } finally {
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <Suspense fallback={null}>
      <Modal open label={i18n._(msg`Convert points to cash`)} onClose={onClose} height="auto" width={400}>
        <form
          className={styles.dialog}
          onSubmit={submit}
          noValidate
          aria-label={i18n._(msg`Convert points to cash`)}
        >
          <h2 className={styles.dialogTitle}>{i18n._(msg`Convert points to cash`)}</h2>
          {done ? (
            <>
              <FormMessage tone="success">{done}</FormMessage>
              <Button block onClick={onClose}>
                {i18n._(msg`Done`)}
              </Button>
            </>
          ) : (
            <>
              <TextField
                label={i18n._(msg`Points to convert`)}
                value={count}
                onChange={(v) => {
                  setCount(v.replace(/\D/g, ''));
                  setKey(newSubmissionKey());
                  setErrors({});
                }}
                inputMode="numeric"
                autoComplete="off"
                helper={i18n._(msg`You get ${worth}`)}
                error={errors.points}
              />
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
              />
              {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
              <Button type="submit" block busy={busy}>
                {i18n._(msg`Convert`)}
              </Button>
            </>
          )}
        </form>
      </Modal>
    </Suspense>
  );
}
