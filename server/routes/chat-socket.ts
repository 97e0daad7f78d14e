import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  CHAT_CATCH_UP,
  CHAT_CLOSE,
  CHAT_HISTORY,
  CHAT_JOIN_TIMEOUT_MS,
  CHAT_SOCKET_PATH,
} from '../../schemas/api/chat-rules';
import {
  ChatClientFrame,
  type ChatServerFrame,
  type ChatJoinFrame,
  type ChatSendFrame,
} from '../../schemas/api/chat-socket';
import type { Static } from '@sinclair/typebox';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../domain/api-error';
import { authenticate } from '../http/authenticate';
import { type SessionMember } from '../domain/session-member';
import type { Merchant } from '../domain/merchant';
import { strictAjv } from '../http/strict-validator';
import { visitorCountry } from '../http/visitor-country';
import type { RoomSocket } from '../services/chat/chat-hub';
import { forViewer, removedIds } from '../services/chat/chat-messages';
import { chatStanding, checkRoomOpen, postToRoom, roomHistory } from '../services/chat/chat-room';
import { systemStatusFor } from '../services/system/system-status';
import type { RoutePlugin } from './route-plugin';

const checkFrame = strictAjv.compile(ChatClientFrame);
const validFrame = (frame: unknown): frame is ChatClientFrame => checkFrame(frame) === true;
/** A socket that stopped answering pings is dropped after this long. */
const PING_EVERY_MS = 30_000;
/** A reader this far behind (a stalled phone) is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 512 * 1024;

/** Browsers send Origin on a WebSocket: a page of another site may not open the room. */
function sameOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false;
  }
}

interface Joined {
  merchant: Merchant;
  member: SessionMember | undefined;
  token: string | undefined;
}

/**
 * The chat room live (schemas/api/chat-socket.ts): history on join, every message of
 * the merchant's room as it is stored on any process, moderation as it happens, and
 * posting under the same rules and limits as `POST /wps/chat/messages`.
 */
export const chatSocketRoutes: RoutePlugin = async (app, { deps }) => {
  app.get(
    CHAT_SOCKET_PATH,
    {
      websocket: true,
      schema: { hide: true },
      // Refused before the upgrade: a page of another site, or a host that is no merchant's.
      preValidation: async (req) => {
        if (!sameOrigin(req)) throw new ApiError(403, 'FORBIDDEN', 'Cross-site WebSocket refused');
        if (!req.merchant)
          throw new ApiError(404, 'NOT_FOUND', `Invalid URL or domain check failed: ${req.hostname}`);
      },
    },
    (socket, req) => openRoomSocket(deps, socket, req),
  );
};

function openRoomSocket(deps: AppDeps, socket: WebSocket, req: FastifyRequest): void {
  const merchant = req.merchant as Merchant;
  const hub = deps.chat;
  let leave: (() => void) | undefined;
  let joining: Promise<Joined | undefined> | undefined;
  let alive = true;

  const send = (frame: ChatServerFrame) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return void socket.terminate();
    socket.send(JSON.stringify(frame));
  };
  const close = (code: number, reason: string) => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
      socket.close(code, reason);
  };

  const joinTimer = setTimeout(() => close(CHAT_CLOSE.badFrame, 'join first'), CHAT_JOIN_TIMEOUT_MS);
  const pinger = setInterval(() => {
    if (!alive) return void socket.terminate();
    alive = false;
    socket.ping();
  }, PING_EVERY_MS);
  pinger.unref();
  socket.on('pong', () => {
    alive = true;
  });
  // A client that vanished without a close frame is an expected end, not an error to log.
  socket.on('error', () => undefined);
  socket.on('close', () => {
    clearTimeout(joinTimer);
    clearInterval(pinger);
    leave?.();
  });

  async function join(frame: Static<typeof ChatJoinFrame>): Promise<Joined | undefined> {
    clearTimeout(joinTimer);
    const status = systemStatusFor(merchant, req.ip, visitorCountry(req, deps.config.trustProxy));
    if (status.status !== 0) return void close(CHAT_CLOSE.closed, 'site closed');
    try {
      checkRoomOpen(merchant);
    } catch {
      return void close(CHAT_CLOSE.closed, 'room closed');
    }
    let member: SessionMember | undefined;
    if (frame.token) {
      try {
        member = await authenticate(deps.db, merchant, frame.token);
      } catch {
        return void close(CHAT_CLOSE.sessionEnded, 'session ended');
      }
    }
    // In the room before the history is read, so nothing stored meanwhile is missed;
    // what arrives before the welcome waits for it (the portal drops repeats by id).
    const early: ChatServerFrame[] = [];
    let welcomed = false;
    const roomSocket: RoomSocket = {
      merchant,
      ...(member ? { member: { memberId: member.memberId, tokenHash: member.tokenHash } } : {}),
      send: (f) => (welcomed ? send(f) : early.push(f)),
      close,
    };
    leave = hub.join(roomSocket, frame.after ?? 0);
    // Closed while its session was checked: the close handler ran before there was a room to leave.
    if (socket.readyState !== socket.OPEN) return void leave();
    let reset = frame.after === undefined;
    let messages = await roomHistory(deps.db, merchant, {
      after: frame.after,
      limit: reset ? CHAT_HISTORY : CHAT_CATCH_UP + 1,
    });
    // A rejoin that missed too much starts again from the latest messages.
    if (messages.length > CHAT_CATCH_UP) {
      reset = true;
      messages = await roomHistory(deps.db, merchant, { limit: CHAT_HISTORY });
    }
    const standing = await chatStanding(deps.db, merchant, member);
    send({
      type: 'welcome',
      messages: messages.map((m) => forViewer(m, member?.memberId)),
      reset,
      removedIds: frame.after === undefined ? [] : await removedIds(deps.db, merchant.id),
      member: member !== undefined,
      canPost: standing.canPost,
      mutedUntil: standing.mutedUntil,
    });
    welcomed = true;
    for (const f of early) send(f);
    return { merchant, member, token: frame.token };
  }

  async function post(frame: Static<typeof ChatSendFrame>): Promise<void> {
    const joined = await joining;
    if (!joined) return;
    const refuse = (err: ApiError) =>
      send({
        type: 'refused',
        clientId: frame.clientId,
        code: err.code,
        message: err.message,
        ...(err.code === 'RATE_LIMITED'
          ? { retryAfterMs: (err.value as { retryAfterMs: number }).retryAfterMs }
          : {}),
      });
    if (!joined.member || !joined.token) return refuse(ApiError.unauthenticated('Log in to post'));
    let member: SessionMember;
    try {
      // The session may have ended since the join; a post is activity and keeps it alive.
      member = await authenticate(deps.db, merchant, joined.token);
    } catch {
      return close(CHAT_CLOSE.sessionEnded, 'session ended');
    }
    try {
      const message = await postToRoom(
        { db: deps.db, limiter: deps.limiter, merchant, member },
        { body: frame.body, clientId: frame.clientId },
      );
      send({ type: 'sent', clientId: frame.clientId, id: message.id });
    } catch (err) {
      if (err instanceof ApiError) return refuse(err);
      req.log.error({ err }, 'chat post failed');
      refuse(new ApiError(500, 'INTERNAL', 'The message could not be sent'));
    }
  }

  socket.on('message', (data, isBinary) => {
    let frame: unknown;
    try {
      frame = isBinary ? undefined : JSON.parse(String(data));
    } catch {
      frame = undefined;
    }
    if (!validFrame(frame)) return close(CHAT_CLOSE.badFrame, 'not a chat frame');
    if (frame.type === 'join') {
      if (joining) return close(CHAT_CLOSE.badFrame, 'joined already');
      joining = join(frame).catch((err: unknown) => {
        req.log.error({ err }, 'chat join failed');
        close(1011, 'try again');
        return undefined;
      });
      return;
    }
    if (!joining) return close(CHAT_CLOSE.badFrame, 'join first');
    void post(frame);
  });
}
