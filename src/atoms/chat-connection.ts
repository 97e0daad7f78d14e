import { CHAT_CLOSE, CHAT_SOCKET_PATH } from '@schemas/api/chat-rules';
import type { ChatMessage } from '@schemas/api/chat';
import type { ChatClientFrame, ChatServerFrame } from '@schemas/api/chat-socket';
import type { ApiClient } from '../api/client';
import type { SocketConnection } from '../api/realtime-socket';

export type ChatLine = typeof ChatMessage.static;

/** A message the member sent that the room has not shown yet. */
export interface PendingLine {
  clientId: string;
  body: string;
  state: 'sending' | 'failed';
  /** Set once stored: the room's copy replaces it when it arrives. */
  id?: number;
  /** Why it failed: too fast, muted, refused as written, or anything else. */
  reason?: 'rate' | 'muted' | 'invalid' | 'other';
}

export interface ChatRoomState {
  /** connecting: the first attempt; live: joined; waiting: lost, retrying at retryAt; closed: the room is off. */
  connection: 'connecting' | 'live' | 'waiting' | 'closed';
  retryAt: number | null;
  /** A welcome arrived at least once: the history is there (it stays while reconnecting). */
  loaded: boolean;
  messages: ChatLine[];
  pending: PendingLine[];
  member: boolean;
  /** A trial account: reads, cannot post. */
  trial: boolean;
  mutedUntil: number | null;
  /** Sending too fast: wait until then. */
  slowUntil: number | null;
}

export const INITIAL_CHAT_STATE: ChatRoomState = {
  connection: 'connecting',
  retryAt: null,
  loaded: false,
  messages: [],
  pending: [],
  member: false,
  trial: false,
  mutedUntil: null,
  slowUntil: null,
};

/** Messages kept in view; older ones scroll away for good. */
const KEEP = 200;
const MAX_DELAY_MS = 30_000;

/**
 * Wait before reconnect attempt n (1, 2, ...): doubling from 1 s up to 30 s, each wait
 * drawn between half and all of it, so rooms that lost the same server do not all
 * knock again at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** Close codes after which trying again cannot help. */
const FINAL = new Set<number>([CHAT_CLOSE.closed, CHAT_CLOSE.badFrame]);

function merge(messages: ChatLine[], incoming: ChatLine[], removed: readonly number[] = []): ChatLine[] {
  const byId = new Map(messages.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  for (const id of removed) byId.delete(id);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-KEEP);
}

/**
 * Pending lines the room has shown by now are done: known by the id the platform acknowledged,
 * or by their clientId when the room's copy comes before the acknowledgement.
 */
function settle(state: ChatRoomState): ChatRoomState {
  const shown = new Set(state.messages.map((m) => m.id));
  const shownClientIds = new Set(state.messages.flatMap((m) => (m.clientId ? [m.clientId] : [])));
  const pending = state.pending.filter(
    (p) => !shownClientIds.has(p.clientId) && (p.id === undefined || !shown.has(p.id)),
  );
  return pending.length === state.pending.length ? state : { ...state, pending };
}

function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface ChatConnectionOptions {
  api: ApiClient;
  token: string | undefined;
  update(fn: (s: ChatRoomState) => ChatRoomState): void;
  /** The platform said the session behind the token ended. */
  onSessionEnded(): void;
  now?: () => number;
  random?: () => number;
}

/**
 * One member's (or visitor's) presence in the room: joins, keeps the room's state from
 * the platform's frames, sends, and after a lost connection joins again with growing
 * waits, asking only for what it missed; messages still unsent go again then (the
 * platform stores a message once per clientId).
 */
export class ChatConnection {
  private socket: SocketConnection | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private stopped = false;
  private lastId: number | undefined;
  private unsent: PendingLine[] = [];
  private readonly now: () => number;

  constructor(private readonly opts: ChatConnectionOptions) {
    this.now = opts.now ?? Date.now;
  }

  start(): void {
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.socket?.close();
    this.socket = undefined;
  }

  /** Skip the wait and try again now (the "reconnect now" button). */
  retryNow(): void {
    if (this.stopped || this.socket) return;
    clearTimeout(this.timer);
    this.connect();
  }

  send(text: string, clientId: string = newClientId()): void {
    const body = text.trim();
    if (!body) return;
    const line: PendingLine = { clientId, body, state: 'sending' };
    this.unsent = [...this.unsent.filter((p) => p.clientId !== clientId), line];
    this.opts.update((s) => ({
      ...s,
      pending: [...s.pending.filter((p) => p.clientId !== clientId), line],
    }));
    this.frame({ type: 'send', body, clientId });
  }

  /** Send a failed message again, under the same clientId. */
  resend(clientId: string): void {
    const line = this.unsent.find((p) => p.clientId === clientId);
    if (line) this.send(line.body, clientId);
  }

  discard(clientId: string): void {
    this.unsent = this.unsent.filter((p) => p.clientId !== clientId);
    this.opts.update((s) => ({ ...s, pending: s.pending.filter((p) => p.clientId !== clientId) }));
  }

  private frame(frame: ChatClientFrame): void {
    this.socket?.send(frame);
  }

  private connect(): void {
    this.opts.update((s) => ({ ...s, connection: s.loaded ? 'waiting' : 'connecting', retryAt: null }));
    let joined = false;
    const socket = this.opts.api.openSocket(CHAT_SOCKET_PATH, {
      onOpen: () =>
        socket.send({
          type: 'join',
          ...(this.opts.token ? { token: this.opts.token } : {}),
          ...(this.lastId !== undefined ? { after: this.lastId } : {}),
        } satisfies ChatClientFrame),
      onFrame: (f) => {
        const frame = f as ChatServerFrame;
        if (frame.type === 'welcome') {
          joined = true;
          this.attempt = 0;
          // What was on its way when the connection dropped goes again.
          for (const p of this.unsent)
            if (p.id === undefined) socket.send({ type: 'send', body: p.body, clientId: p.clientId });
        }
        this.receive(frame);
      },
      onClose: (code) => {
        if (this.socket !== socket) return;
        this.socket = undefined;
        if (this.stopped) return;
        if (code === CHAT_CLOSE.sessionEnded) return this.opts.onSessionEnded();
        if (FINAL.has(code)) return this.opts.update((s) => ({ ...s, connection: 'closed', retryAt: null }));
        if (!joined) this.attempt += 1;
        else this.attempt = 1;
        const wait = reconnectDelay(this.attempt, this.opts.random);
        this.opts.update((s) => ({ ...s, connection: 'waiting', retryAt: this.now() + wait }));
        this.timer = setTimeout(() => this.connect(), wait);
      },
    });
    this.socket = socket;
  }

  private receive(frame: ChatServerFrame): void {
    const { update } = this.opts;
    switch (frame.type) {
      case 'welcome': {
        const last = frame.messages.at(-1)?.id;
        if (last !== undefined) this.lastId = Math.max(this.lastId ?? 0, last);
        return update((s) =>
          settle({
            ...s,
            connection: 'live',
            retryAt: null,
            loaded: true,
            messages: frame.reset
              ? merge([], frame.messages)
              : merge(s.messages, frame.messages, frame.removedIds),
            member: frame.member,
            trial: frame.member && !frame.canPost && frame.mutedUntil === null,
            mutedUntil: frame.mutedUntil,
          }),
        );
      }
      case 'message': {
        this.lastId = Math.max(this.lastId ?? 0, frame.message.id);
        const { clientId } = frame.message;
        if (clientId) this.unsent = this.unsent.filter((p) => p.clientId !== clientId);
        return update((s) => settle({ ...s, messages: merge(s.messages, [frame.message]) }));
      }
      case 'removed':
        return update((s) => ({ ...s, messages: merge(s.messages, [], frame.ids) }));
      case 'muted':
        return update((s) => ({ ...s, mutedUntil: frame.until }));
      case 'sent':
        this.unsent = this.unsent.filter((p) => p.clientId !== frame.clientId);
        return update((s) =>
          settle({
            ...s,
            pending: s.pending.map((p) => (p.clientId === frame.clientId ? { ...p, id: frame.id } : p)),
          }),
        );
      case 'refused': {
        const reason: PendingLine['reason'] =
          frame.code === 'RATE_LIMITED'
            ? 'rate'
            : frame.code === 'FORBIDDEN'
              ? 'muted'
              : frame.code === 'VALIDATION'
                ? 'invalid'
                : 'other';
        return update((s) => ({
          ...s,
          ...(reason === 'rate' ? { slowUntil: this.now() + (frame.retryAfterMs ?? 2000) } : {}),
          pending: s.pending.map((p) =>
            p.clientId === frame.clientId ? { ...p, state: 'failed', reason } : p,
          ),
        }));
      }
    }
  }
}
