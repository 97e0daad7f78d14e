import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import {
  payoutAccountsAtom,
  paymentPasswordStateAtom,
  reloadWithdrawalsAtom,
  withdrawSettingsAtom,
} from '../../atoms/cashier';
import { memberCentrePageAtom } from '../../atoms/member-centre';
import { useAsyncAtom } from '../../atoms/async';
import { bonusWageringAtom } from '../../atoms/wagering';
import { moneyErrorText } from '../../i18n/money-errors';
import { Button } from '../../ui/form/button';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import type { WidgetBaseProps } from '../define-widget';
import { BindAccountForm } from './bind-account-form';
import { KycNotice } from './kyc-notice';
import { ReceiptPanel } from './receipt-panel';
import { RecentWithdrawals } from './recent-withdrawals';
import { RequestForm } from './request-form';
import { WageringNotice } from './wagering-notice';
import type { WithdrawFormProps } from './withdraw-form.props';
import styles from './withdraw-form.module.css';

/** withdraw (spec §2 "increase withdrawal"): bound accounts, the request, and receipts of payments. */
export default function WithdrawForm({
  accountKinds = ['bank', 'ewallet'],
}: WithdrawFormProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const settings = useAsyncAtom(withdrawSettingsAtom);
  const password = useAsyncAtom(paymentPasswordStateAtom);
  const accounts = useAsyncAtom(payoutAccountsAtom);
  // Bonus turnover still to bet; a failure to read it only hides the notice (the platform refuses anyway).
  const wagering = useAsyncAtom(bonusWageringAtom);
  const goTo = useSetAtom(memberCentrePageAtom);
  const [adding, setAdding] = useState(false);
  // Opening the page again shows what the cashier did meanwhile (a payment sent, a
  // rejection); the first opening loads fresh anyway.
  const reload = useSetAtom(reloadWithdrawalsAtom);
  const loadedBefore = useRef(settings.data !== undefined);
  const reloadWagering = useSetAtom(bonusWageringAtom);
  useEffect(() => {
    if (!loadedBefore.current) return;
    reload();
    // Bets made since the page was last open count towards the bonus.
    reloadWagering();
  }, [reload, reloadWagering]);
  const failed = settings.error ?? password.error ?? accounts.error;
  if (failed)
    return (
      <ErrorState
        message={moneyErrorText(failed)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={() => {
          settings.retry();
          password.retry();
          accounts.retry();
        }}
      />
    );
  if (!settings.data || !password.data || !accounts.data || (wagering.loading && !wagering.data))
    return <SkeletonRows rows={4} height={56} label={i18n._(msg`Loading withdrawal details`)} />;

  let body;
  if (settings.data.open)
    body = <ReceiptPanel withdrawal={settings.data.open} confirmMinutes={settings.data.confirmMinutes} />;
  else if (settings.data.kycRequired) body = <KycNotice kyc={settings.data.kycRequired} />;
  else if (!password.data.isSet)
    body = (
      <EmptyState
        title={i18n._(msg`Set a payment password first`)}
        action={<Button onClick={() => goTo('securityCenter')}>{i18n._(msg`Go to My account`)}</Button>}
      >
        {i18n._(msg`Withdrawals and bound accounts are protected by a 6-digit payment password.`)}
      </EmptyState>
    );
  else if (accounts.data.items.length === 0 || adding)
    body = (
      <BindAccountForm
        kinds={accountKinds}
        canCancel={accounts.data.items.length > 0}
        onDone={() => setAdding(false)}
      />
    );
  else
    body = (
      <RequestForm
        settings={settings.data}
        accounts={accounts.data.items}
        canAdd={accounts.data.items.length < accounts.data.max}
        onAdd={() => setAdding(true)}
      />
    );
  return (
    <div className={styles.root}>
      {wagering.data && wagering.data.remaining > 0 && <WageringNotice wagering={wagering.data} />}
      {body}
      <RecentWithdrawals />
    </div>
  );
}
