import { CHAT_MAX_CHARS } from '../../../schemas/api/chat';
import { ApiError } from '../../http/api-error';
import type { CallContext } from '../../http/call-context';
import { sessionOf } from '../../http/call-context';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit';
import { featureEnabled } from '../system/module-tree';
import { cleanText } from '../text/clean-text';

/** A burst of 3, then one every 2 seconds; and no more than 20 a minute. */
const SHORT_RULE = { limit: 3, windowMs: 6_000 };
const MINUTE_RULE = { limit: 20, windowMs: 60_000 };
/** The portal polls this often while the room is open. */
export const CHAT_POLL_MS = 3_000;
/** Removed messages are reported for this long, so open rooms drop them. */
const REMOVED_WINDOW = "interval '15 minutes'";

interface Row {
  id: number;
  member_id: number;
  nickname: string;
  rank_level: number;
  body: string;
  created_at: Date;
}

function toMessage(row: Row, viewer: number | undefined) {
  return {
    id: row.id,
    nickname: row.nickname,
    rankLevel: row.rank_level,
    body: row.body,
    timestamp: row.created_at.getTime(),
    mine: viewer !== undefined && row.member_id === viewer,
  };
}

function checkOpen(ctx: CallContext): void {
  if (!featureEnabled(ctx.merchant.settings, 'chatRoom'))
    throw new ApiError(403, 'DISABLED', 'The chat room is not available on this site');
}

/** The name a member shows in the room: their nickname, else the username partly hidden. */
export function chatName(nickname: string | null, username: string): string {
  const nick = nickname ? cleanText(nickname, { multiline: false }) : '';
  if (nick) return nick.slice(0, 24);
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

async function mutedUntil(ctx: CallContext, memberId: number): Promise<Date | null> {
  const [row] = await ctx.deps.db.query<{ chat_muted_until: Date | null }>(
    'SELECT chat_muted_until FROM members WHERE merchant_id = $1 AND id = $2',
    [ctx.merchant.id, memberId],
  );
  const until = row?.chat_muted_until ?? null;
  return until && until.getTime() > Date.now() ? until : null;
}

export async function listChat(ctx: CallContext, input: { after?: number; limit?: number }) {
  checkOpen(ctx);
  const limit = input.limit ?? 50;
  const db = ctx.deps.db;
  const rows =
    input.after === undefined
      ? (
          await db.query<Row>(
            `SELECT id, member_id, nickname, rank_level, body, created_at FROM chat_messages
              WHERE merchant_id = $1 AND hidden_at IS NULL ORDER BY id DESC LIMIT $2`,
            [ctx.merchant.id, limit],
          )
        ).reverse()
      : await db.query<Row>(
          `SELECT id, member_id, nickname, rank_level, body, created_at FROM chat_messages
            WHERE merchant_id = $1 AND hidden_at IS NULL AND id > $2 ORDER BY id LIMIT $3`,
          [ctx.merchant.id, input.after, limit],
        );
  const removed = await db.query<{ id: number }>(
    `SELECT id FROM chat_messages WHERE merchant_id = $1 AND hidden_at > now() - ${REMOVED_WINDOW}
      ORDER BY hidden_at DESC LIMIT 100`,
    [ctx.merchant.id],
  );
  const member = ctx.member;
  const canPost =
    member !== undefined && member.isAgent !== 4 && (await mutedUntil(ctx, member.memberId)) === null;
  return {
    messages: rows.map((r) => toMessage(r, member?.memberId)),
    removedIds: removed.map((r) => r.id),
    pollMs: CHAT_POLL_MS,
    canPost,
  };
}

export async function postChat(ctx: CallContext, input: { body: string; clientId: string }) {
  checkOpen(ctx);
  const member = sessionOf(ctx);
  if (member.isAgent === 4)
    throw new ApiError(403, 'TRIAL_ACCOUNT', 'in_need_true_account: please register a real account to chat');
  const until = await mutedUntil(ctx, member.memberId);
  if (until)
    throw new ApiError(403, 'FORBIDDEN', `You cannot post in the chat room until ${until.toISOString()}`);
  const body = cleanText(input.body, { multiline: false });
  if (body.length === 0) throw ApiError.validation('body', 'write a message');
  if ([...body].length > CHAT_MAX_CHARS)
    throw ApiError.validation('body', `at most ${CHAT_MAX_CHARS} characters`);
  const db = ctx.deps.db;
  // A retried post (same clientId) answers the stored message without counting again.
  const existing = await db.query<Row>(
    `SELECT id, member_id, nickname, rank_level, body, created_at FROM chat_messages
      WHERE merchant_id = $1 AND member_id = $2 AND client_id = $3`,
    [ctx.merchant.id, member.memberId, input.clientId],
  );
  if (existing[0]) return { message: toMessage(existing[0], member.memberId) };
  const message = 'You are sending messages too fast; wait a moment';
  await enforceRateLimit(
    ctx.deps.limiter,
    `chat:short:${ctx.merchant.id}:${member.memberId}`,
    SHORT_RULE,
    message,
  );
  await enforceRateLimit(
    ctx.deps.limiter,
    `chat:minute:${ctx.merchant.id}:${member.memberId}`,
    MINUTE_RULE,
    message,
  );
  const [row] = await db.query<Row>(
    `INSERT INTO chat_messages (merchant_id, member_id, client_id, nickname, rank_level, body)
     SELECT m.merchant_id, m.id, $3, $4, m.rank_level, $5 FROM members m WHERE m.merchant_id = $1 AND m.id = $2
     ON CONFLICT (merchant_id, member_id, client_id) DO UPDATE SET client_id = EXCLUDED.client_id
     RETURNING id, member_id, nickname, rank_level, body, created_at`,
    [
      ctx.merchant.id,
      member.memberId,
      input.clientId,
      chatName(await nicknameOf(ctx, member.memberId), member.username),
      body,
    ],
  );
  if (!row) throw ApiError.notFound('Member');
  return { message: toMessage(row, member.memberId) };
}

async function nicknameOf(ctx: CallContext, memberId: number): Promise<string | null> {
  const [row] = await ctx.deps.db.query<{ nickname: string | null }>(
    'SELECT nickname FROM members WHERE merchant_id = $1 AND id = $2',
    [ctx.merchant.id, memberId],
  );
  return row?.nickname ?? null;
}
