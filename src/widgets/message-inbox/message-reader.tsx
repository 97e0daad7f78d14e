import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { isCallError } from '../../api/call-error';
import { readMessageAtom, type MessageDetail } from '../../atoms/messages';
import { RichText } from '../../ui/rich-text/rich-text';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { ErrorState } from '../../ui/state-view/state-view';
import { categoryLabel } from './category-label';
import styles from './message-inbox.module.css';

interface Props {
  id: string;
  onRead: (id: string) => void;
  onBack: () => void;
}

/** One message in full; opening it marks it read. Platform markup (sanitised by the platform) is drawn as markup, text stays text. */
export function MessageReader({ id, onRead, onBack }: Props) {
  const { i18n } = useLingui();
  const read = useSetAtom(readMessageAtom);
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error'; gone: boolean } | { status: 'ready'; message: MessageDetail }
  >({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    read(id).then(
      (message) => {
        if (!live) return;
        setState({ status: 'ready', message });
        onRead(id);
      },
      (err: unknown) =>
        live && setState({ status: 'error', gone: isCallError(err) && err.code === 'NOT_FOUND' }),
    );
    return () => {
      live = false;
    };
  }, [id, read, onRead, attempt]);

  useEffect(() => {
    if (state.status === 'ready') headingRef.current?.focus();
  }, [state.status]);

  return (
    <article className={styles.reader} aria-busy={state.status === 'loading' || undefined}>
      <button type="button" className={styles.back} onClick={onBack}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M15 6l-6 6 6 6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
        {i18n._(msg`Back to messages`)}
      </button>
      {state.status === 'loading' && (
        <SkeletonRows rows={4} height={22} label={i18n._(msg`Opening the message`)} />
      )}
      {state.status === 'error' && (
        <ErrorState
          message={
            state.gone
              ? i18n._(msg`This message is no longer available.`)
              : i18n._(msg`The message could not open. Check your connection and try again.`)
          }
          retryLabel={i18n._(msg`Try again`)}
          {...(state.gone ? {} : { onRetry: () => setAttempt((n) => n + 1) })}
        />
      )}
      {state.status === 'ready' && (
        <>
          <header className={styles.readerHead}>
            <span className={styles.category} data-category={state.message.category}>
              {categoryLabel(i18n, state.message.category)}
            </span>
            <h3 ref={headingRef} tabIndex={-1} className={styles.readerTitle}>
              {state.message.title}
            </h3>
            <time className={styles.date} dateTime={state.message.createdAt}>
              {i18n.date(new Date(state.message.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </header>
          {state.message.format === 'html' ? (
            <RichText html={state.message.body} className={styles.body} />
          ) : (
            <p className={`${styles.body} ${styles.plain}`}>{state.message.body}</p>
          )}
        </>
      )}
    </article>
  );
}
