import { useLingui } from '@lingui/react';
import { msg, plural } from '@lingui/core/macro';
import { useCallback, useId, useRef, useState } from 'react';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import type { WidgetBaseProps } from '../define-widget';
import { MessageList } from './message-list';
import { MessageReader } from './message-reader';
import type { MessageInboxProps } from './message-inbox.props';
import { useInbox } from './use-inbox';
import styles from './message-inbox.module.css';

/**
 * messageV2, "platform information" (spec §2; R2.74): the member's messages and the
 * merchant's notices, newest first. Opening one marks it read, and the badges follow.
 */
export default function MessageInbox({ pageSize = 10 }: MessageInboxProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const { view, retry, loadMore, markOneRead, markAllRead } = useInbox(pageSize);
  const [openId, setOpenId] = useState<string | null>(null);
  const [marking, setMarking] = useState(false);
  const [markError, setMarkError] = useState(false);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const back = useCallback(() => {
    const id = openId;
    setOpenId(null);
    // Back on the list, the reader returns to the message it opened.
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-message="${id ?? ''}"]`)?.focus(),
    );
  }, [openId]);

  if (view.status === 'error')
    return (
      <ErrorState
        message={i18n._(msg`Your messages could not load. Check your connection and try again.`)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={retry}
      />
    );
  if (view.status === 'loading')
    return <SkeletonRows rows={5} height={64} label={i18n._(msg`Loading your messages`)} />;
  if (view.items.length === 0)
    return (
      <EmptyState title={i18n._(msg`No messages yet`)}>
        {i18n._(msg`News about your deposits, withdrawals and offers will arrive here.`)}
      </EmptyState>
    );

  const markAll = async () => {
    setMarking(true);
    setMarkError(false);
    try {
      await markAllRead();
    } catch {
      setMarkError(true);
    } finally {
      setMarking(false);
    }
  };

  return (
    <div className={styles.shell}>
      <div className={styles.root} data-reading={openId ? '' : undefined}>
        <div className={styles.listPane}>
          <div className={styles.toolbar}>
            <p className={styles.summary} aria-live="polite">
              {view.unread > 0
                ? i18n._(msg`${plural(view.unread, { one: '# unread message', other: '# unread messages' })}`)
                : i18n._(msg`All read`)}
            </p>
            <Button
              variant="secondary"
              size="small"
              busy={marking}
              disabled={view.unread === 0}
              onClick={() => void markAll()}
            >
              {i18n._(msg`Mark all read`)}
            </Button>
          </div>
          {markError && (
            <FormMessage tone="error">
              {i18n._(msg`Could not mark your messages read. Try again.`)}
            </FormMessage>
          )}
          <MessageList id={listId} ref={listRef} items={view.items} openId={openId} onOpen={setOpenId} />
          {view.items.length < view.total && (
            <div className={styles.more}>
              {view.more === 'error' && (
                <FormMessage tone="error">{i18n._(msg`More messages could not load.`)}</FormMessage>
              )}
              <Button
                variant="secondary"
                busy={view.more === 'loading'}
                aria-controls={listId}
                onClick={() => void loadMore()}
              >
                {view.more === 'error' ? i18n._(msg`Try again`) : i18n._(msg`Load more`)}
              </Button>
            </div>
          )}
        </div>
        <div className={styles.readerPane}>
          {openId ? (
            <MessageReader key={openId} id={openId} onRead={markOneRead} onBack={back} />
          ) : (
            <p className={styles.pick}>{i18n._(msg`Choose a message to read it.`)}</p>
          )}
        </div>
      </div>
    </div>
  );
}
