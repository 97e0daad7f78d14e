import { useLingui } from '@lingui/react/macro';
import type { PendingLine as Pending } from '../../atoms/chat-connection';
import styles from './chat-room.module.css';

/** A message of this member on its way, or one the room refused, with what can be done. */
export function PendingLine({
  line,
  onResend,
  onDiscard,
}: {
  line: Pending;
  onResend(): void;
  onDiscard(): void;
}) {
  const { t } = useLingui();
  const why =
    line.reason === 'rate'
      ? t`Not sent: you are sending messages too fast.`
      : line.reason === 'muted'
        ? t`Not sent: a moderator has muted you.`
        : line.reason === 'invalid'
          ? t`Not sent: this message cannot be posted.`
          : t`Not sent.`;
  return (
    <li className={styles.line} data-mine="" data-pending={line.state}>
      <p className={styles.body}>{line.body}</p>
      {line.state === 'sending' ? (
        <p className={styles.note}>{t`Sending…`}</p>
      ) : (
        <p className={styles.note} role="alert">
          {why}{' '}
          {line.reason !== 'invalid' && line.reason !== 'muted' && (
            <button type="button" className={styles.linkButton} onClick={onResend}>
              {t`Try again`}
            </button>
          )}{' '}
          <button type="button" className={styles.linkButton} onClick={onDiscard}>
            {t`Remove`}
          </button>
        </p>
      )}
    </li>
  );
}
