import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { PointRewardView } from '@schemas/api/points';
import { isCallError } from '../../api/call-error';
import { openMemberCentreAtom } from '../../atoms/member-centre';
import { redeemPointRewardAtom, pointSummaryAtom } from '../../atoms/points';
import { readySiteAtom } from '../../atoms/site';
import { newSubmissionKey } from '../../atoms/submission-key';
import { useAsyncAtom } from '../../atoms/async';
import { moneyErrorText } from '../../i18n/money-errors';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import styles from './point-mall.module.css';

const Modal = lazy(() => import('../../ui/modal/modal').then((m) => ({ default: m.Modal })));

/** The platform's most units per redemption (schemas/api/points.ts REDEEM_MAX_QUANTITY). */
const REDEEM_MAX_QUANTITY = 99;

type Field = 'quantity' | 'address' | 'mobile' | 'paymentPassword' | 'form';

/** Redeem one item: quantity, where to deliver it when it needs that, and the payment password. */
export function RedeemDialog({ reward, onClose }: { reward: PointRewardView; onClose(): void }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const summary = useAsyncAtom(pointSummaryAtom);
  const redeem = useSetAtom(redeemPointRewardAtom);
  const openMemberCentre = useSetAtom(openMemberCentreAtom);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState('');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [key, setKey] = useState(newSubmissionKey);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const most = Math.min(reward.maxQuantity, reward.stock ?? REDEEM_MAX_QUANTITY, REDEEM_MAX_QUANTITY);
  const count = /^\d{1,3}$/.test(quantity) ? Number(quantity) : NaN;
  const total = Number.isFinite(count) ? count * reward.points : 0;
  const held = summary.data?.points;
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setKey(newSubmissionKey());
    setErrors({});
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!Number.isInteger(count) || count < 1 || count > most)
      return setErrors({ quantity: i18n._(msg`Enter a quantity from 1 to ${most}`) });
    if (held !== undefined && total > held)
      return setErrors({ quantity: i18n._(msg`You do not have enough points for this`) });
    if (reward.needs === 'address' && address.trim().length < 5)
      return setErrors({ address: i18n._(msg`Enter the address to send it to`) });
    if (reward.needs === 'mobile' && !/^\+?[0-9][0-9 -]{5,19}$/.test(mobile.trim()))
      return setErrors({ mobile: i18n._(msg`Enter the mobile number to top up`) });
    if (!/^\d{6}$/.test(password))
      return setErrors({ paymentPassword: i18n._(msg`The payment password is exactly 6 digits`) });
    setBusy(true);
    try {
      const r = await redeem({
        rewardId: reward.id,
        quantity: count,
        paymentPassword: password,
        idempotencyKey: key,
        ...(reward.needs === 'address' ? { address: address.trim() } : {}),
        ...(reward.needs === 'mobile' ? { mobile: mobile.trim() } : {}),
      });
      const ref = r.redemption.reference;
      setDone(
        r.redemption.type === 'cash'
          ? i18n._(
              msg`${ph({ amount: `${symbol} ${money(r.redemption.amount)}` })} added to your main wallet. Reference ${ph({ ref })}.`,
            )
          : i18n._(msg`Redeemed. We will send it soon. Reference ${ph({ ref })}.`),
      );
      setKey(newSubmissionKey());
    } catch (err) {
      const field = isCallError(err) ? err.errors[0]?.field : undefined;
      setNeedsPassword(isCallError(err) && err.code === 'VERIFICATION_REQUIRED');
      const reason = isCallError(err) ? (err.value as { reason?: string } | null)?.reason : undefined;
      const text =
        reason === 'points'
          ? i18n._(msg`You do not have enough points for this`)
          : reason === 'stock'
            ? i18n._(msg`Not enough of this item is left`)
            : moneyErrorText(err);
      setErrors(
        field === 'quantity' || field === 'address' || field === 'mobile' || field === 'paymentPassword'
          ? { [field]: text }
          : { form: text },
      );
    } finally {
      setPassword('');
      setBusy(false);
    }
  };

  const points = reward.points.toLocaleString(i18n.locale);
  const totalText = total.toLocaleString(i18n.locale);
  return (
    <Suspense fallback={null}>
      <Modal
        open
        label={i18n._(msg`Redeem ${ph({ name: reward.name })}`)}
        onClose={onClose}
        height="auto"
        width={440}
      >
        <form className={styles.dialog} onSubmit={submit} noValidate aria-label={i18n._(msg`Redeem`)}>
          <h2 className={styles.dialogTitle}>{reward.name}</h2>
          <p className={styles.points}>{i18n._(msg`${points} points each`)}</p>
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
                label={i18n._(msg`Quantity`)}
                value={quantity}
                onChange={edit(setQuantity)}
                inputMode="numeric"
                autoComplete="off"
                helper={i18n._(msg`Total: ${totalText} points`)}
                error={errors.quantity}
              />
              {reward.needs === 'address' && (
                <TextField
                  label={i18n._(msg`Receiving address`)}
                  value={address}
                  onChange={edit(setAddress)}
                  autoComplete="street-address"
                  maxLength={200}
                  error={errors.address}
                />
              )}
              {reward.needs === 'mobile' && (
                <TextField
                  label={i18n._(msg`Mobile number`)}
                  value={mobile}
                  onChange={edit(setMobile)}
                  inputMode="tel"
                  autoComplete="tel"
                  error={errors.mobile}
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
              />
              {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
              {needsPassword && (
                // The item stays the point-mall reference while the member sets it; closing the member centre clears it.
                <Button
                  variant="secondary"
                  block
                  onClick={() =>
                    void openMemberCentre({ page: 'securityCenter', pointMallReference: String(reward.id) })
                  }
                >
                  {i18n._(msg`Set a payment password`)}
                </Button>
              )}
              <Button type="submit" block busy={busy}>
                {i18n._(msg`Redeem`)}
              </Button>
            </>
          )}
        </form>
      </Modal>
    </Suspense>
  );
}
