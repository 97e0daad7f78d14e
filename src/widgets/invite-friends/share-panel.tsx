import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { getReferral } from '../../api/endpoints';
import { readySiteAtom } from '../../atoms/site';
import { Button } from '../../ui/form/button';
import { SocialIcon } from '../../ui/icon/social-icon';
import { QrCode } from '../../ui/qr-code/qr-code';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { ErrorState } from '../../ui/state-view/state-view';
import type { ShareTarget } from './share-targets';
import styles from './invite-friends.module.css';

type Referral = ResponseOf<typeof getReferral>;
type CopyState = 'idle' | 'copied' | 'manual';

/** Plain share links: the page loads nothing from these sites, it only opens them on a click. */
function shareHref(target: Exclude<ShareTarget, 'native'>, link: string, text: string, subject: string) {
  const u = encodeURIComponent(link);
  const t = encodeURIComponent(text);
  switch (target) {
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${u}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'email':
      return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${text}\n\n${link}`)}`;
  }
}

/** Brand names stay as they are; only e-mail is a word to translate. */
const BRANDS: Record<Exclude<ShareTarget, 'native' | 'email'>, string> = {
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  line: 'LINE',
  facebook: 'Facebook',
  x: 'X',
};

/** Copy with the Clipboard API, else the selection; false when neither works. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.focus();
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/** The invitation link with its copy button, code, QR code and share buttons. */
export function SharePanel({
  referral,
  error,
  onRetry,
  share,
  showQr,
}: {
  referral: Referral | null;
  error: string | null;
  onRetry(): void;
  share: readonly ShareTarget[];
  showQr: boolean;
}) {
  const { i18n } = useLingui();
  const siteName = useAtomValue(readySiteAtom).merchant.name;
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  useEffect(() => {
    if (copy !== 'copied') return;
    // The confirmation goes away by itself; the status region has already announced it.
    const timer = setTimeout(() => setCopy('idle'), 2500);
    return () => clearTimeout(timer);
  }, [copy]);

  if (error)
    return (
      <div className={styles.share}>
        <ErrorState message={error} retryLabel={i18n._(msg`Try again`)} onRetry={onRetry} />
      </div>
    );
  if (!referral)
    return (
      <div
        className={styles.share}
        aria-busy="true"
        role="status"
        aria-label={i18n._(msg`Loading your link`)}
      >
        <div className={styles.linkBlock}>
          <Skeleton height={20} width="40%" />
          <Skeleton height={44} />
          <Skeleton height={36} width="70%" />
        </div>
        {showQr && <Skeleton height={148} width={148} />}
      </div>
    );

  const { link, referralCode } = referral;
  const text = i18n._(
    msg`Join me on ${ph({ site: siteName })} with my invitation code ${ph({ code: referralCode })}:`,
  );
  const subject = i18n._(msg`An invitation to ${ph({ site: siteName })}`);
  const canNativeShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const targets = share.filter((t) => t !== 'native' || canNativeShare);

  const nameOf = (t: Exclude<ShareTarget, 'native'>) => (t === 'email' ? i18n._(msg`E-mail`) : BRANDS[t]);
  const onCopy = async () => setCopy((await copyText(link, input.current)) ? 'copied' : 'manual');

  return (
    <div className={styles.share}>
      <div className={styles.linkBlock}>
        <label className={styles.label} htmlFor="invite-friends-link">
          {i18n._(msg`Your invitation link`)}
        </label>
        <div className={styles.linkRow}>
          <input
            id="invite-friends-link"
            ref={input}
            className={styles.link}
            value={link}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button onClick={() => void onCopy()} aria-describedby="invite-friends-copied">
            {copy === 'copied' ? i18n._(msg`Copied`) : i18n._(msg`Copy link`)}
          </Button>
        </div>
        <p id="invite-friends-copied" className={styles.feedback} role="status" aria-live="polite">
          {copy === 'copied'
            ? i18n._(msg`Link copied. Send it to your friends.`)
            : copy === 'manual'
              ? i18n._(msg`Copying is not allowed here: the link is selected, copy it with your keyboard.`)
              : ''}
        </p>
        <p className={styles.code}>
          {i18n._(msg`Your invitation code`)} <strong className={styles.codeValue}>{referralCode}</strong>
        </p>
        {targets.length > 0 && (
          <ul className={styles.shareList} aria-label={i18n._(msg`Share your link`)}>
            {targets.map((t) => (
              <li key={t}>
                {t === 'native' ? (
                  <button
                    type="button"
                    className={styles.shareButton}
                    onClick={() =>
                      void navigator.share({ title: subject, text, url: link }).catch(() => undefined)
                    }
                  >
                    <SocialIcon kind="share" size={18} />
                    {i18n._(msg`Share…`)}
                  </button>
                ) : (
                  <a
                    className={styles.shareButton}
                    href={shareHref(t, link, text, subject)}
                    target={t === 'email' ? undefined : '_blank'}
                    rel="noopener noreferrer"
                    aria-label={i18n._(msg`Share on ${ph({ name: nameOf(t) })}`)}
                  >
                    <SocialIcon kind={t} size={18} />
                    <span className={styles.shareName}>{nameOf(t)}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {showQr && (
        <figure className={styles.qr}>
          <QrCode value={link} size={148} label={i18n._(msg`QR code of your invitation link`)} />
          <figcaption>{i18n._(msg`Friends scan it to register`)}</figcaption>
        </figure>
      )}
    </div>
  );
}
