import type { Queryable } from '../../db/database';
import type { StoredChatMessage } from './chat-messages';

/**
 * What happens in a room, told to every platform process through PostgreSQL
 * NOTIFY (PGlite delivers it inside its one process the same way). It is sent in the
 * transaction that stores the change, so a process hears of it only once it is stored.
 */
export const CHAT_CHANNEL = 'tessera_chat';

export type ChatEvent =
  | { kind: 'message'; merchantId: number; message: StoredChatMessage }
  | { kind: 'removed'; merchantId: number; ids: number[] }
  | { kind: 'muted'; merchantId: number; memberId: number; until: number | null }
  /** Sessions that ended (a logout, "log out other devices", a password reset): their sockets close at once. */
  | { kind: 'sessions-ended'; merchantId: number; tokenHashes: string[] };

export async function publishChatEvent(q: Queryable, event: ChatEvent): Promise<void> {
  await q.query('SELECT pg_notify($1, $2)', [CHAT_CHANNEL, JSON.stringify(event)]);
}

/** The event of a notification payload, or undefined for one this version does not know. */
export function parseChatEvent(payload: string): ChatEvent | undefined {
  try {
    const e = JSON.parse(payload) as ChatEvent;
    return e &&
      typeof e.merchantId === 'number' &&
      ['message', 'removed', 'muted', 'sessions-ended'].includes(e.kind)
      ? e
      : undefined;
  } catch {
    return undefined;
  }
}
