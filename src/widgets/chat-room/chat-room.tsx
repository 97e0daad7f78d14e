import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  chatRoomAtom,
  discardChatMessageAtom,
  joinChatRoomAtom,
  reconnectChatNowAtom,
  resendChatMessageAtom,
  sendChatMessageAtom,
} from '../../atoms/chat-room';
import { languageAtom } from '../../atoms/preferences';
import { sessionAtom } from '../../atoms/session';
import { readySiteAtom } from '../../atoms/site';
import { LANGUAGE_INFO } from '../../i18n/languages';
import { Button } from '../../ui/form/button';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import type { WidgetBaseProps } from '../define-widget';
import { ChatComposer, type ComposerMode } from './chat-composer';
import { ChatLine } from './chat-line';
import type { ChatRoomProps } from './chat-room.props';
import { headerTextColour } from './header-text-colour';
import { PendingLine } from './pending-line';
import { useNow } from './use-now';
import styles from './chat-room.module.css';

/** How close to the bottom still counts as "reading the latest": new messages keep it there. */
const STICKY_PX = 80;

/**
 * The chat room popup (spec §1 and §2, R1.15, R2.22): the merchant's room, live. Everyone
 * reads; members post. The header wears the merchant's chat header colour (R3.32).
 */
export default function ChatRoom({ header = true }: ChatRoomProps & WidgetBaseProps) {
  const { t } = useLingui();
  const room = useAtomValue(chatRoomAtom);
  const token = useAtomValue(sessionAtom)?.token;
  const join = useSetAtom(joinChatRoomAtom);
  const send = useSetAtom(sendChatMessageAtom);
  const resend = useSetAtom(resendChatMessageAtom);
  const discard = useSetAtom(discardChatMessageAtom);
  const reconnect = useSetAtom(reconnectChatNowAtom);
  const { merchant } = useAtomValue(readySiteAtom);
  const locale = LANGUAGE_INFO[useAtomValue(languageAtom)].tag;
  const colour = merchant.chatHeaderColor ?? 'var(--tsr-accent)';
  const ink = merchant.chatHeaderColor ? headerTextColour(merchant.chatHeaderColor) : 'var(--tsr-on-accent)';

  // Joined while shown; again as someone else when the session changes (login, logout).
  useEffect(() => join(), [join, token]);

  // Ticks only while something counts down: a reconnect, a wait after sending too fast, a mute.
  const now = useNow(room.connection === 'waiting' || room.slowUntil !== null || room.mutedUntil !== null);
  const retryInS = room.retryAt ? Math.max(1, Math.ceil((room.retryAt - now) / 1000)) : 0;

  const listRef = useRef<HTMLDivElement>(null);
  const stickRef = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const lastId = room.messages.at(-1)?.id;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (stickRef.current) list.scrollTop = list.scrollHeight;
    else setUnseen(true);
  }, [lastId, room.pending.length]);
  const toBottom = () => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    stickRef.current = true;
    setUnseen(false);
  };

  const muted = room.mutedUntil !== null && room.mutedUntil > now;
  const slowForS = room.slowUntil && room.slowUntil > now ? Math.ceil((room.slowUntil - now) / 1000) : 0;
  const mode: ComposerMode = !room.member
    ? { kind: 'visitor' }
    : room.trial
      ? { kind: 'trial' }
      : muted
        ? { kind: 'muted', until: room.mutedUntil as number }
        : { kind: 'open', slowForS };

  const state =
    room.connection === 'live'
      ? t`Live`
      : room.connection === 'closed'
        ? t`Closed`
        : room.connection === 'waiting' && room.retryAt
          ? t`Reconnecting in ${retryInS} s`
          : t`Connecting…`;

  let content;
  if (room.connection === 'closed')
    content = (
      <EmptyState title={t`The chat room is closed right now`}>
        {t`Please come back later, or contact customer service if you need help.`}
      </EmptyState>
    );
  else if (!room.loaded && room.connection === 'waiting')
    content = (
      <ErrorState
        message={t`The chat room could not be reached. Trying again in ${retryInS} s.`}
        retryLabel={t`Try now`}
        onRetry={reconnect}
      />
    );
  else if (!room.loaded) content = <SkeletonRows rows={6} height={52} label={t`Loading the chat room`} />;
  else if (room.messages.length === 0 && room.pending.length === 0)
    content = (
      <EmptyState title={t`No messages yet`}>
        {room.member ? t`Say hello to start the conversation.` : t`Conversations will show here.`}
      </EmptyState>
    );
  else
    content = (
      <div
        ref={listRef}
        className={styles.list}
        role="log"
        aria-label={t`Messages`}
        aria-live="polite"
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          stickRef.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICKY_PX;
          if (stickRef.current) setUnseen(false);
        }}
      >
        <ol className={styles.lines}>
          {room.messages.map((line) => (
            <ChatLine key={line.id} line={line} locale={locale} />
          ))}
          {room.pending.map((p) => (
            <PendingLine
              key={p.clientId}
              line={p}
              onResend={() => resend(p.clientId)}
              onDiscard={() => discard(p.clientId)}
            />
          ))}
        </ol>
      </div>
    );

  return (
    <section className={styles.room} aria-label={t`Chat room`}>
      {header && (
        <header className={styles.header} style={{ background: colour, color: ink }}>
          <span className={styles.roomName}>{merchant.name}</span>
          <span className={styles.state} data-connection={room.connection} role="status">
            <span className={styles.dot} aria-hidden="true" />
            {state}
          </span>
        </header>
      )}
      {room.loaded && room.connection === 'waiting' && (
        <div className={styles.banner} role="status">
          <span>{t`Connection lost. Reconnecting in ${retryInS} s.`}</span>
          <Button size="small" variant="ghost" onClick={reconnect}>
            {t`Try now`}
          </Button>
        </div>
      )}
      <div className={styles.scroller}>
        {content}
        {unseen && (
          <button type="button" className={styles.unseen} onClick={toBottom}>
            {t`New messages`}
          </button>
        )}
      </div>
      {room.connection !== 'closed' && <ChatComposer mode={mode} locale={locale} onSend={send} />}
    </section>
  );
}
