/**
 * Chat-room constants shared by the portal and the platform. No schema library here,
 * so the portal can import it (schemas/api/chat-socket.ts holds the frame schemas).
 */

/** Longest chat message, in characters. */
export const CHAT_MAX_CHARS = 280;

/** The room's WebSocket (same origin as the portal). */
export const CHAT_SOCKET_PATH = '/wps/chat/socket';

/** Messages sent on joining (the latest), and at most on a rejoin (those after the last one seen). */
export const CHAT_HISTORY = 50;
export const CHAT_CATCH_UP = 200;

/** The first frame must arrive within this time, or the socket is closed. */
export const CHAT_JOIN_TIMEOUT_MS = 10_000;

/**
 * Why the platform closed a room socket (WebSocket close codes 4000-4999 are the
 * application's). The portal reconnects after a going-away or a try-again-later
 * (1001, 1011, 1012, 1013), never after these.
 */
export const CHAT_CLOSE = {
  /** The session behind the token ended (logout, expiry, idle, revoked). */
  sessionEnded: 4001,
  /** The merchant switched the room off, or the site is in maintenance or blocked here. */
  closed: 4003,
  /** A frame that is not in the contract, or no join in time. */
  badFrame: 4400,
} as const;
