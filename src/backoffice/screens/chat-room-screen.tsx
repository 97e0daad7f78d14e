import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { CHAT_MODERATORS } from '@schemas/api/ops/content-rules';
import { Button } from '../../ui/form/button';
import { operatorSessionAtom } from '../atoms/back-office-atoms';
import { hideChatMessageAtom, loadChatAtom, type ChatLine } from '../atoms/content-atoms';
import { ChatMuteDialog } from './chat-mute-dialog';
import { formatDate } from './format';
import { QueueFilters, QueueResults, usePlatformWide, useQueuePage } from './queue-parts';
import { useRowAction } from './row-action';
import styles from './back-office.module.css';
import own from './content-screens.module.css';

/** Messages per page. */
export const CHAT_PAGE_SIZE = 30;

/**
 * The merchant's chat room as moderators see it: the latest messages first, hidden ones
 * marked, who wrote each; owners, content and support hide a message or mute its writer.
 * What members wrote is drawn as text, never as markup.
 */
export function ChatRoomScreen() {
  const { i18n } = useLingui();
  const load = useSetAtom(loadChatAtom);
  const hide = useSetAtom(hideChatMessageAtom);
  const role = useAtomValue(operatorSessionAtom)?.operator.role;
  const moderator = role !== undefined && CHAT_MODERATORS.includes(role);
  const platformWide = usePlatformWide();
  const [merchant, setMerchant] = useState('');
  const [page, setPage] = useState(1);
  const [muting, setMuting] = useState<ChatLine | null>(null);
  const fetch = useCallback(
    () => load({ page, pageSize: CHAT_PAGE_SIZE, ...(merchant ? { merchant } : {}) }),
    [load, page, merchant],
  );
  const { state, reload } = useQueuePage(fetch);
  const action = useRowAction(reload);
  const hideOne = (m: ChatLine) => {
    const id = m.id;
    return action.run(() => hide({ id }), i18n._(msg`Message #${id} is hidden: open rooms drop it.`));
  };

  return (
    <section className={styles.panel} aria-labelledby="bo-chat">
      <div className={own.titleRow}>
        <h1 id="bo-chat" className={styles.title}>
          {i18n._(msg`Chat room`)}
        </h1>
        <Button variant="secondary" onClick={reload}>
          {i18n._(msg`Refresh`)}
        </Button>
      </div>
      <QueueFilters
        onMerchant={(code) => {
          setPage(1);
          setMerchant(code);
        }}
      />
      {action.message}
      <QueueResults
        state={state}
        reload={reload}
        empty={{
          title: i18n._(msg`No messages yet`),
          text: i18n._(msg`Nobody has written in the chat room.`),
        }}
        page={page}
        pageSize={CHAT_PAGE_SIZE}
        onPage={setPage}
        pagerLabel={i18n._(msg`Pages of chat messages`)}
      >
        {(items) => (
          <ol className={own.cards}>
            {items.map((m) => {
              const id = m.id;
              const who = m.username;
              const until = m.mutedUntil ? formatDate(m.mutedUntil, i18n.locale) : null;
              return (
                <li
                  key={m.id}
                  className={own.card}
                  data-hidden={m.hidden || undefined}
                  aria-label={i18n._(msg`Message #${id}`)}
                >
                  <div className={own.head}>
                    <span className={own.id}>#{m.id}</span>
                    <span>
                      {m.username}
                      {m.nickname && m.nickname !== m.username && (
                        <span className={styles.muted}> ({m.nickname})</span>
                      )}
                    </span>
                    {m.hidden && (
                      <span className={own.badge} data-state="hidden">
                        {i18n._(msg`Hidden`)}
                      </span>
                    )}
                    {until && <span className={own.badge}>{i18n._(msg`Muted until ${until}`)}</span>}
                    {platformWide && <span className={styles.muted}>{m.merchant}</span>}
                    <span className={styles.muted}>{formatDate(m.createdAt, i18n.locale)}</span>
                  </div>
                  <p className={own.body}>{m.body}</p>
                  {moderator && (
                    <span className={styles.actions}>
                      {!m.hidden && (
                        <Button
                          size="small"
                          variant="secondary"
                          aria-label={i18n._(msg`Hide message #${id}`)}
                          onClick={() => void hideOne(m)}
                        >
                          {i18n._(msg`Hide`)}
                        </Button>
                      )}
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={i18n._(msg`Mute ${who} (message #${id})`)}
                        onClick={() => setMuting(m)}
                      >
                        {i18n._(msg`Mute`)}
                      </Button>
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </QueueResults>
      {muting && (
        <ChatMuteDialog
          line={muting}
          onClose={() => setMuting(null)}
          onDone={(text) => {
            setMuting(null);
            action.said(text);
            reload();
          }}
        />
      )}
    </section>
  );
}
