import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import styles from './deposit-form.module.css';

/** Where to send the money for a bank or e-wallet deposit, with a copy button for the number. */
export function ReceivingAccount({
  account,
}: {
  account: { provider: string; accountName: string; accountNumber: string };
}) {
  const { i18n } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.accountNumber.replace(/\s+/g, ''));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <dl className={styles.receiving} aria-label={i18n._(msg`Send your payment to`)}>
      <div>
        <dt>{i18n._(msg`Bank or provider`)}</dt>
        <dd>{account.provider}</dd>
      </div>
      <div>
        <dt>{i18n._(msg`Account name`)}</dt>
        <dd>{account.accountName}</dd>
      </div>
      <div>
        <dt>{i18n._(msg`Account number`)}</dt>
        <dd className={styles.number}>
          {account.accountNumber}
          <button type="button" className={styles.copy} onClick={copy}>
            {copied ? i18n._(msg`Copied`) : i18n._(msg`Copy`)}
          </button>
        </dd>
      </div>
    </dl>
  );
}
