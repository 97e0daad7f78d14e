import type { FastifyBaseLogger } from 'fastify';
import type { ChatServerFrame } from '../../../schemas/api/chat-socket';
import { CHAT_CATCH_UP, CHAT_CLOSE } from '../../../schemas/api/chat-rules';
import type { Database } from '../../db/database';
import type { Merchant } from '../../domain/merchant';
import { CHAT_CHANNEL, parseChatEvent, type ChatEvent } from './chat-events';
import { forViewer, messagesAfter, removedIds } from './chat-messages';
import { liveSessions } from './live-sessions';

/** One open room socket, as the hub sees it. */
export interface RoomSocket {
  merchant: Merchant;
  /** Absent for a visitor. */
  member?: { memberId: number; tokenHash: string };
  send(frame: ChatServerFrame): void;
  close(code: number, reason: string): void;
}

interface Room {
  sockets: Set<RoomSocket>;
  /** The newest message this process passed on: what a catch-up starts after. */
  lastId: number;
}

/** How often the sessions behind open sockets are checked (logout, expiry, idle, revoked). */
export const DEFAULT_SESSION_SWEEP_MS = 15_000;

/**
 * The rooms of this process: the sockets open on it, per merchant. Every change in a
 * room arrives as a notification on CHAT_CHANNEL, whichever process (or ops command)
 * made it, and goes to the sockets of that merchant here. Sockets whose session ended
 * are closed at the next sweep.
 */
export class ChatHub {
  private readonly rooms = new Map<number, Room>();
  private stopListening: (() => Promise<void>) | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  private constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger | undefined,
  ) {}

  static async start(
    db: Database,
    opts: { sessionSweepMs?: number; log?: FastifyBaseLogger } = {},
  ): Promise<ChatHub> {
    const hub = new ChatHub(db, opts.log);
    hub.stopListening = await db.listen(
      CHAT_CHANNEL,
      (payload) => {
        const event = parseChatEvent(payload);
        if (event) hub.deliver(event);
      },
      () => void hub.catchUp(),
    );
    hub.sweepTimer = setInterval(() => {
      hub.sweeping ??= hub.sweep().finally(() => {
        hub.sweeping = undefined;
      });
    }, opts.sessionSweepMs ?? DEFAULT_SESSION_SWEEP_MS);
    hub.sweepTimer.unref();
    return hub;
  }

  /** Add a socket to its merchant's room; the answer takes it out again. */
  join(socket: RoomSocket, seenUpTo: number): () => void {
    let room = this.rooms.get(socket.merchant.id);
    if (!room) {
      room = { sockets: new Set(), lastId: seenUpTo };
      this.rooms.set(socket.merchant.id, room);
    }
    room.lastId = Math.max(room.lastId, seenUpTo);
    room.sockets.add(socket);
    return () => {
      room.sockets.delete(socket);
      if (room.sockets.size === 0 && this.rooms.get(socket.merchant.id) === room)
        this.rooms.delete(socket.merchant.id);
    };
  }

  /** Sockets open on this process (tests and metrics). */
  get size(): number {
    let n = 0;
    for (const room of this.rooms.values()) n += room.sockets.size;
    return n;
  }

  async close(): Promise<void> {
    clearInterval(this.sweepTimer);
    await this.sweeping;
    await this.stopListening?.().catch(() => undefined);
    this.rooms.clear();
  }

  private deliver(event: ChatEvent): void {
    const room = this.rooms.get(event.merchantId);
    if (!room) return;
    switch (event.kind) {
      case 'message':
        room.lastId = Math.max(room.lastId, event.message.id);
        for (const s of room.sockets)
          s.send({ type: 'message', message: forViewer(event.message, s.member?.memberId) });
        return;
      case 'removed':
        for (const s of room.sockets) s.send({ type: 'removed', ids: event.ids });
        return;
      case 'muted':
        for (const s of room.sockets)
          if (s.member?.memberId === event.memberId) s.send({ type: 'muted', until: event.until });
        return;
      case 'sessions-ended': {
        // In every tab and on every device where that session had the room open, not at the next sweep.
        const ended = new Set(event.tokenHashes);
        for (const s of [...room.sockets])
          if (s.member && ended.has(s.member.tokenHash)) s.close(CHAT_CLOSE.sessionEnded, 'session ended');
        return;
      }
    }
  }

  /** After the listening connection came back: what was stored meanwhile, told late rather than never. */
  private async catchUp(): Promise<void> {
    for (const [merchantId, room] of this.rooms) {
      try {
        for (const message of await messagesAfter(this.db, merchantId, room.lastId, CHAT_CATCH_UP))
          this.deliver({ kind: 'message', merchantId, message });
        const ids = await removedIds(this.db, merchantId);
        if (ids.length > 0) this.deliver({ kind: 'removed', merchantId, ids });
      } catch (err) {
        this.log?.warn({ err, merchantId }, 'chat catch-up failed');
      }
    }
  }

  private async sweep(): Promise<void> {
    for (const room of this.rooms.values()) {
      const members = [...room.sockets].filter((s) => s.member);
      const first = members[0];
      if (!first) continue;
      try {
        const live = await liveSessions(
          this.db,
          first.merchant,
          members.map((s) => s.member?.tokenHash ?? ''),
        );
        for (const s of members)
          if (!live.has(s.member?.tokenHash ?? '')) s.close(CHAT_CLOSE.sessionEnded, 'session ended');
      } catch (err) {
        this.log?.warn({ err }, 'chat session sweep failed');
      }
    }
  }
}
