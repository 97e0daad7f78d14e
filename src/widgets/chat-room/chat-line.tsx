import { useLingui } from '@lingui/react/macro';
import type { ChatLine as Line } from '../../atoms/chat-connection';
import styles from './chat-room.module.css';

/**
 * One message. The body is plain text in a text node: whatever markup a member types
 * shows as the characters they typed and is never parsed as HTML.
 */
export function ChatLine({ line, locale }: { line: Line; locale: string }) {
  const { t } = useLingui();
  const time = new Date(line.timestamp).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  return (
    <li className={styles.line} data-mine={line.mine || undefined} data-message-id={line.id}>
      <div className={styles.meta}>
        <span className={styles.nick}>{line.mine ? t`You` : line.nickname}</span>
        {line.rankLevel > 0 && (
          <span className={styles.vip} data-high={line.rankLevel > 4 || undefined}>
            VIP {line.rankLevel}
          </span>
        )}
        <time className={styles.time} dateTime={new Date(line.timestamp).toISOString()}>
          {time}
        </time>
      </div>
      <p className={styles.body}>{line.body}</p>
    </li>
  );
}
