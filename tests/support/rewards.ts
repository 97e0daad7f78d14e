import { randomBytes } from 'node:crypto';
import type { Database } from '../../server/db/database';
import { hashToken } from '../../server/domain/session-member';
import type { TestMember } from './members';

const at = (days: number) => new Date(Date.now() + days * 86_400_000);

/** A reward activity of a merchant, open now unless the days say otherwise. */
export async function createActivity(
  db: Database,
  merchantId: number,
  opts: {
    mode: 'apply' | 'signup' | 'join' | 'gift';
    amount?: number;
    target?: number;
    from?: number;
    to?: number;
    claim?: number;
    title?: string;
  },
): Promise<number> {
  const to = opts.to ?? 7;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO reward_activities (merchant_id, code, mode, title, amount, target, starts_at, ends_at, claim_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      merchantId,
      `test-${randomBytes(5).toString('hex')}`,
      opts.mode,
      JSON.stringify({ EN: opts.title ?? `Test ${opts.mode}`, CN: `测试 ${opts.mode}` }),
      opts.amount ?? 25_00,
      opts.target ?? null,
      at(opts.from ?? -1),
      at(to),
      at(opts.claim ?? to),
    ],
  );
  return Number(row?.id);
}

/** A mission of a merchant, running now unless the days say otherwise. */
export async function createMission(
  db: Database,
  merchantId: number,
  opts: {
    metric: 'stake' | 'rounds';
    target: number;
    reward?: number;
    gameType?: string;
    from?: number;
    to?: number;
    claim?: number;
  },
): Promise<number> {
  const to = opts.to ?? 7;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO missions (merchant_id, code, title, metric, game_type, target, reward, starts_at, ends_at, claim_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      merchantId,
      `test-${randomBytes(5).toString('hex')}`,
      JSON.stringify({ EN: `Mission ${opts.metric} ${opts.target}` }),
      opts.metric,
      opts.gameType ?? null,
      opts.target,
      opts.reward ?? 5_00,
      at(opts.from ?? -1),
      at(to),
      at(opts.claim ?? to),
    ],
  );
  return Number(row?.id);
}

/** A session for a seeded member (the demo player), written straight to the database. */
export async function sessionFor(db: Database, merchant: string, username: string): Promise<TestMember> {
  const [m] = await db.query<{ id: number; merchant_id: number }>(
    `SELECT m.id, m.merchant_id FROM members m JOIN merchants x ON x.id = m.merchant_id
      WHERE x.code = $1 AND m.username = $2`,
    [merchant, username],
  );
  if (!m) throw new Error(`No member ${username} on ${merchant}`);
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, merchant_id, member_id, login_type, expires_at)
     VALUES ($1, $2, $3, 'username', now() + interval '1 day')`,
    [hashToken(token), m.merchant_id, m.id],
  );
  return { memberId: Number(m.id), merchantId: m.merchant_id, username, token };
}
