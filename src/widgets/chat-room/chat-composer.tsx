import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { CHAT_MAX_CHARS } from '@schemas/api/chat-rules';
import { openPopupAtom } from '../../atoms/popup';
import { Button } from '../../ui/form/button';
import styles from './chat-room.module.css';

/** Characters left shows from here on, so the limit never comes as a surprise. */
const COUNT_FROM = CHAT_MAX_CHARS - 40;

export type ComposerMode =
  | { kind: 'visitor' }
  | { kind: 'trial' }
  | { kind: 'muted'; until: number }
  | { kind: 'open'; slowForS: number };

/** Where a member writes; for others, why they cannot and what to do about it. */
export function ChatComposer({
  mode,
  locale,
  onSend,
}: {
  mode: ComposerMode;
  locale: string;
  onSend(body: string): void;
}) {
  const { t } = useLingui();
  const openPopup = useSetAtom(openPopupAtom);
  const [text, setText] = useState('');
  const hintId = useId();

  if (mode.kind === 'visitor')
    return (
      <div className={styles.composerNote}>
        <p>{t`Log in to join the conversation.`}</p>
        <div className={styles.noteActions}>
          <Button size="small" onClick={() => openPopup('login')}>{t`Log in`}</Button>
          <Button size="small" variant="secondary" onClick={() => openPopup('register')}>
            {t`Register`}
          </Button>
        </div>
      </div>
    );
  if (mode.kind === 'trial')
    return (
      <div className={styles.composerNote}>
        <p>{t`Trial accounts can read the room. Register a real account to chat.`}</p>
      </div>
    );
  if (mode.kind === 'muted') {
    const until = new Date(mode.until).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
    return (
      <div className={styles.composerNote} role="status">
        <p>{t`A moderator has muted you. You can post again at ${until}.`}</p>
      </div>
    );
  }

  const length = [...text.trim()].length;
  const tooLong = length > CHAT_MAX_CHARS;
  const left = CHAT_MAX_CHARS - length;
  const over = -left;
  const seconds = mode.slowForS;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (length === 0 || tooLong || mode.slowForS > 0) return;
    onSend(text);
    setText('');
  };
  return (
    <form className={styles.composer} onSubmit={submit}>
      <label className="visually-hidden" htmlFor={`${hintId}-input`}>{t`Message`}</label>
      <input
        id={`${hintId}-input`}
        className={styles.input}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t`Write a message`}
        autoComplete="off"
        enterKeyHint="send"
        aria-describedby={hintId}
        aria-invalid={tooLong || undefined}
      />
      <Button type="submit" size="small" disabled={length === 0 || tooLong || mode.slowForS > 0}>
        {t`Send`}
      </Button>
      <p id={hintId} className={styles.hint} aria-live="polite">
        {mode.slowForS > 0
          ? t`You are sending messages too fast. Wait ${seconds} s.`
          : length >= COUNT_FROM
            ? tooLong
              ? t`${over} characters too many`
              : t`${left} characters left`
            : ''}
      </p>
    </form>
  );
}
