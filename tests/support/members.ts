import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../server/db/database';
import { hashToken } from '../../server/domain/session-member';

export interface TestMember {
  memberId: number;
  merchantId: number;
  username: string;
  token: string;
}

/**
 * A member with a live session, written straight to the database: for tests of
 * calls that need a token but are not about logging in.
 */
export async function createTestMember(
  db: Queryable,
  opts: {
    merchant?: string;
    username?: string;
    isAgent?: number;
    uplineId?: number;
    rankLevel?: number;
  } = {},
): Promise<TestMember> {
  const merchant = opts.merchant ?? 'aurora';
  const username = opts.username ?? `player${randomBytes(4).toString('hex')}`;
  const [m] = await db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [merchant]);
  if (!m) throw new Error(`No merchant ${merchant}`);
  const [member] = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_id, username, nickname, is_agent, upline_id, rank_level)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [m.id, username, username, opts.isAgent ?? 0, opts.uplineId ?? null, opts.rankLevel ?? 0],
  );
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, merchant_id, member_id, login_type, expires_at)
     VALUES ($1, $2, $3, 'username', now() + interval '1 day')`,
    [hashToken(token), m.id, (member as { id: number }).id],
  );
  return { memberId: (member as { id: number }).id, merchantId: m.id, username, token };
}

export async function merchantId(db: Queryable, code = 'aurora'): Promise<number> {
  const [m] = await db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [code]);
  if (!m) throw new Error(`No merchant ${code}`);
  return m.id;
}
