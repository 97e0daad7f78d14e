import { atom } from 'jotai';
import { apiClientAtom } from './api';
import { ChatConnection, INITIAL_CHAT_STATE, type ChatRoomState } from './chat-connection';
import { sessionAtom } from './session';

const chatStateAtom = atom<ChatRoomState>(INITIAL_CHAT_STATE);
// Read-only and without dependencies: computed once per store, so each store holds its own.
const connectionAtom = atom<{ current: ChatConnection | undefined }>(() => ({ current: undefined }));

/** The merchant's chat room as this page sees it (spec §1, R1.15). */
export const chatRoomAtom = atom((get) => get(chatStateAtom));

/**
 * Join the room with the current session (or as a visitor); the answer leaves it.
 * A session the platform says has ended is cleared here as any call would.
 */
export const joinChatRoomAtom = atom(null, (get, set): (() => void) => {
  const holder = get(connectionAtom);
  holder.current?.stop();
  set(chatStateAtom, INITIAL_CHAT_STATE);
  const connection = new ChatConnection({
    api: get(apiClientAtom),
    token: get(sessionAtom)?.token,
    update: (fn) => set(chatStateAtom, fn),
    onSessionEnded: () => set(sessionAtom, null),
  });
  holder.current = connection;
  connection.start();
  return () => {
    connection.stop();
    if (holder.current === connection) holder.current = undefined;
  };
});

export const sendChatMessageAtom = atom(null, (get, _set, body: string) =>
  get(connectionAtom).current?.send(body),
);
export const resendChatMessageAtom = atom(null, (get, _set, clientId: string) =>
  get(connectionAtom).current?.resend(clientId),
);
export const discardChatMessageAtom = atom(null, (get, _set, clientId: string) =>
  get(connectionAtom).current?.discard(clientId),
);
export const reconnectChatNowAtom = atom(null, (get) => get(connectionAtom).current?.retryNow());
