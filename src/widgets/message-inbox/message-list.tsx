import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { forwardRef, type KeyboardEvent } from 'react';
import type { MessageSummary } from '../../atoms/messages';
import { categoryLabel } from './category-label';
import styles from './message-inbox.module.css';

interface Props {
  id: string;
  items: MessageSummary[];
  openId: string | null;
  onOpen: (id: string) => void;
}

/** The inbox list: unread ones marked (a dot and bold, and said to screen readers), arrow keys move. */
export const MessageList = forwardRef<HTMLUListElement, Props>(function MessageList(
  { id, items, openId, onOpen },
  ref,
) {
  const { i18n } = useLingui();
  const onKey = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-message]')];
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (i < 0) return;
    e.preventDefault();
    buttons[Math.min(buttons.length - 1, Math.max(0, i + (e.key === 'ArrowDown' ? 1 : -1)))]?.focus();
  };
  return (
    <ul id={id} ref={ref} className={styles.list} aria-label={i18n._(msg`Messages`)} onKeyDown={onKey}>
      {items.map((m) => (
        <li key={m.id}>
          <button
            type="button"
            className={styles.item}
            data-message={m.id}
            data-unread={m.read ? undefined : ''}
            aria-current={m.id === openId ? 'true' : undefined}
            onClick={() => onOpen(m.id)}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.itemHead}>
              <span className={styles.category} data-category={m.category}>
                {categoryLabel(i18n, m.category)}
              </span>
              <time className={styles.date} dateTime={m.createdAt}>
                {i18n.date(new Date(m.createdAt), { dateStyle: 'medium' })}
              </time>
            </span>
            <span className={styles.itemTitle}>
              {!m.read && <span className="visually-hidden">{i18n._(msg`Unread:`)} </span>}
              {m.title}
            </span>
            <span className={styles.preview}>{m.preview}</span>
          </button>
        </li>
      ))}
    </ul>
  );
});
