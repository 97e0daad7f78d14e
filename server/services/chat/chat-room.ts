import { CHAT_HISTORY, CHAT_MAX_CHARS } from '../../../schemas/api/chat-rules';
import type { Database } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import { sessionOf } from '../../domain/call-context';
import type { Merchant } from '../../domain/merchant';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { featureEnabled } from '../system/module-tree';
import { cleanText } from '../text/clean-text';
import { publishChatEvent } from './chat-events';
import {
  CHAT_COLUMNS,
  forViewer,
  fromRow,
  latestMessages,
  messagesAfter,
  removedIds,
  type ChatRow,
  type StoredChatMessage,
} from './chat-messages';

/** A burst of 3, then one every 2 seconds; and no more than 20 a minute. */
const SHORT_RULE = { limit: 3, windowMs: 6_000 };
const MINUTE_RULE = { limit: 20, windowMs: 60_000 };
/** Clients that cannot open the room's WebSocket poll this often. */
export const CHAT_POLL_MS = 3_000;

/** Who posts, and with what: the same for the HTTP call and the room's socket. */
export interface ChatPoster {
  db: Database;
  limiter: RateLimiter;
  merchant: Merchant;
  member: SessionMember;
}

export function checkRoomOpen(merchant: Merchant): void {
  if (!featureEnabled(merchant.settings, 'chatRoom'))
    throw new ApiError(403, 'DISABLED', 'The chat room is not available on this site');
}

/** The name a member shows in the room: their nickname, else the username partly hidden. */
export function chatName(nickname: string | null, username: string): string {
  const nick = nickname ? cleanText(nickname, { multiline: false }) : '';
  if (nick) return nick.slice(0, 24);
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

async function mutedUntil(db: Database, merchant: Merchant, memberId: number): Promise<Date | null> {
  const [row] = await db.query<{ chat_muted_until: Date | null }>(
    'SELECT chat_muted_until FROM members WHERE merchant_id = $1 AND id = $2',
    [merchant.id, memberId],
  );
  const until = row?.chat_muted_until ?? null;
  return until && until.getTime() > Date.now() ? until : null;
}

/** What a caller may do in the room: post (a member, not a trial account, not muted). */
export async function chatStanding(
  db: Database,
  merchant: Merchant,
  member: SessionMember | undefined,
): Promise<{ canPost: boolean; mutedUntil: number | null }> {
  if (!member) return { canPost: false, mutedUntil: null };
  const until = await mutedUntil(db, merchant, member.memberId);
  return { canPost: member.isAgent !== 4 && until === null, mutedUntil: until?.getTime() ?? null };
}

/** The latest messages, or those after an id (at most `limit`), oldest first. */
export async function roomHistory(
  db: Database,
  merchant: Merchant,
  opts: { after?: number | undefined; limit: number },
): Promise<StoredChatMessage[]> {
  return opts.after === undefined
    ? latestMessages(db, merchant.id, opts.limit)
    : messagesAfter(db, merchant.id, opts.after, opts.limit);
}

export async function listChat(ctx: CallContext, input: { after?: number; limit?: number }) {
  checkRoomOpen(ctx.merchant);
  const db = ctx.deps.db;
  const messages = await roomHistory(db, ctx.merchant, {
    after: input.after,
    limit: input.limit ?? CHAT_HISTORY,
  });
  const member = ctx.member;
  return {
    messages: messages.map((m) => forViewer(m, member?.memberId)),
    removedIds: await removedIds(db, ctx.merchant.id),
    pollMs: CHAT_POLL_MS,
    canPost: (await chatStanding(db, ctx.merchant, member)).canPost,
  };
}

export async function postChat(ctx: CallContext, input: { body: string; clientId: string }) {
  const member = sessionOf(ctx);
  const message = await postToRoom(
    { db: ctx.deps.db, limiter: ctx.deps.limiter, merchant: ctx.merchant, member },
    input,
  );
  return { message: forViewer(message, member.memberId) };
}

/**
 * Store a member's message and tell every process's room about it. The limits reserve
 * first (a burst sent at once passes them exactly as often as they allow); a retried
 * message (same clientId) answers the stored one without counting again.
 */
export async function postToRoom(
  { db, limiter, merchant, member }: ChatPoster,
  input: { body: string; clientId: string },
): Promise<StoredChatMessage> {
  checkRoomOpen(merchant);
  if (member.isAgent === 4)
    throw new ApiError(403, 'TRIAL_ACCOUNT', 'in_need_true_account: please register a real account to chat');
  const until = await mutedUntil(db, merchant, member.memberId);
  if (until)
    throw new ApiError(403, 'FORBIDDEN', `You cannot post in the chat room until ${until.toISOString()}`);
  const body = cleanText(input.body, { multiline: false });
  if (body.length === 0) throw ApiError.validation('body', 'write a message');
  if ([...body].length > CHAT_MAX_CHARS)
    throw ApiError.validation('body', `at most ${CHAT_MAX_CHARS} characters`);
  const [existing] = await db.query<ChatRow>(
    `SELECT ${CHAT_COLUMNS} FROM chat_messages WHERE merchant_id = $1 AND member_id = $2 AND client_id = $3`,
    [merchant.id, member.memberId, input.clientId],
  );
  if (existing) return fromRow(existing);
  const tooFast = 'You are sending messages too fast; wait a moment';
  await enforceRateLimit(limiter, `chat:short:${merchant.id}:${member.memberId}`, SHORT_RULE, tooFast);
  await enforceRateLimit(limiter, `chat:minute:${merchant.id}:${member.memberId}`, MINUTE_RULE, tooFast);
  const nickname = chatName(await nicknameOf(db, merchant, member.memberId), member.username);
  return db.tx(async (q) => {
    const [row] = await q.query<ChatRow & { inserted: boolean }>(
      `INSERT INTO chat_messages (merchant_id, member_id, client_id, nickname, rank_level, body)
       SELECT m.merchant_id, m.id, $3, $4, m.rank_level, $5 FROM members m WHERE m.merchant_id = $1 AND m.id = $2
       ON CONFLICT (merchant_id, member_id, client_id) DO UPDATE SET client_id = EXCLUDED.client_id
       RETURNING ${CHAT_COLUMNS}, (xmax = 0) AS inserted`,
      [merchant.id, member.memberId, input.clientId, nickname, body],
    );
    if (!row) throw ApiError.notFound('Member');
    const message = fromRow(row);
    // The same message sent twice at once is stored once, and announced once.
    if (row.inserted) await publishChatEvent(q, { kind: 'message', merchantId: merchant.id, message });
    return message;
  });
}

async function nicknameOf(db: Database, merchant: Merchant, memberId: number): Promise<string | null> {
  const [row] = await db.query<{ nickname: string | null }>(
    'SELECT nickname FROM members WHERE merchant_id = $1 AND id = $2',
    [merchant.id, memberId],
  );
  return row?.nickname ?? null;
}
