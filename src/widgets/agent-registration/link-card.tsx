import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { percentText, REBATE_PRODUCTS } from '@schemas/api/agent-rules';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { listRegistrationLinks } from '../../api/endpoints';
import { deleteLinkAtom } from '../../atoms/agent-registration';
import { accountErrorText } from '../../i18n/account-errors';
import { gameTypeLabel } from '../../i18n/record-labels';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { QrCode } from '../../ui/qr-code/qr-code';
import styles from './agent-registration.module.css';
import { dateTimeText } from '../../i18n/format-dates';

type Link = ResponseOf<typeof listRegistrationLinks>['links'][number];

/** Where a link sends a new member: this site's registration page with the link's code. */
export function linkAddress(code: string): string {
  return `${window.location.origin}/register?affiliateCode=${encodeURIComponent(code)}`;
}

/** One registration link: its code, address and QR code, rebates, and a delete asked twice. */
export function LinkCard({ link, qrSize }: { link: Link; qrSize: number }) {
  const { i18n } = useLingui();
  const remove = useSetAtom(deleteLinkAtom);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const address = linkAddress(link.code);
  const rebates = REBATE_PRODUCTS.filter((p) => (link.rebates[p] ?? 0) > 0);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the address stays selectable.
      setCopied(false);
    }
  };
  const confirmDelete = async () => {
    setBusy(true);
    try {
      await remove(link.id);
    } catch (err) {
      setError(accountErrorText(err));
      setBusy(false);
    }
  };

  return (
    <li className={styles.link} aria-label={i18n._(msg`Link ${ph({ code: link.code })}`)}>
      <QrCode value={address} size={qrSize} label={i18n._(msg`QR code of link ${ph({ code: link.code })}`)} />
      <div className={styles.linkBody}>
        <p className={styles.code}>
          <span className={styles.codeText}>{link.code}</span>
          <span className={styles.badge}>
            {link.type === 'agent' ? i18n._(msg`Sub-agents`) : i18n._(msg`Players`)}
          </span>
        </p>
        <p className={styles.address}>{address}</p>
        <p className={styles.meta}>
          {rebates.length
            ? rebates.map((p) => `${gameTypeLabel(p)} ${percentText(link.rebates[p] ?? 0)} %`).join(' · ')
            : i18n._(msg`No rebates`)}
        </p>
        <p className={styles.meta}>
          {i18n._(msg`Registrations: ${ph({ count: link.registrations })}`)} ·{' '}
          <time dateTime={link.createdAt}>{dateTimeText(link.createdAt)}</time>
        </p>
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={copy}>
            {copied ? i18n._(msg`Copied`) : i18n._(msg`Copy address`)}
          </Button>
          {confirming ? (
            <>
              <Button variant="primary" busy={busy} onClick={confirmDelete}>
                {i18n._(msg`Delete link ${ph({ code: link.code })}`)}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {i18n._(msg`Keep it`)}
              </Button>
            </>
          ) : (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              {i18n._(msg`Delete`)}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
