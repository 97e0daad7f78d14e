import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { PointConfigView } from '@schemas/api/points';
import { convertPointsAtom } from '../../atoms/points';
import { readySiteAtom } from '../../atoms/site';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { PaymentPasswordField } from '../../ui/form/payment-password-field';
import { TextField } from '../../ui/form/text-field';
import { paymentPasswordError } from '../../widget-kit/amount-check';
import { useMoneySubmission } from '../../widget-kit/money-submission';
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
  const { busy, errors, done, refuse, edit, submit } = useMoneySubmission(['points'] as const);
  const n = /^\d{1,10}$/.test(count) ? Number(count) : NaN;
  const worth = `${symbol} ${money(Number.isFinite(n) ? n * config.minorPerPoint : 0)}`;
  const min = config.minConvertPoints.toLocaleString(i18n.locale);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!Number.isInteger(n) || n < config.minConvertPoints)
      return refuse({ points: i18n._(msg`Convert at least ${min} points`) });
    if (n > points) return refuse({ points: i18n._(msg`You do not have enough points for this`) });
    const passwordProblem = paymentPasswordError(password);
    if (passwordProblem) return refuse({ paymentPassword: passwordProblem });
    void submit(
      async (idempotencyKey) => {
        const r = await convert({ points: n, paymentPassword: password, idempotencyKey });
        return i18n._(msg`${ph({ amount: `${symbol} ${money(r.amount)}` })} added to your main wallet.`);
      },
      () => setPassword(''),
    );
  };

  return (
    <Suspense fallback={null}>
      <Modal open label={i18n._(msg`Convert points to cash`)} onClose={onClose} height="auto" width={400}>
        <form
          className={styles.dialog}
          onSubmit={onSubmit}
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
                onChange={edit((v: string) => setCount(v.replace(/\D/g, '')))}
                inputMode="numeric"
                autoComplete="off"
                helper={i18n._(msg`You get ${worth}`)}
                error={errors.points}
              />
              <PaymentPasswordField
                value={password}
                onChange={edit(setPassword)}
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
