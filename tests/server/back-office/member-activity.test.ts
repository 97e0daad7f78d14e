import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginByPassword, registerByUsername } from '../../support/accounts';
import { createTestMember, type TestMember } from '../../support/members';
import { createTestOperator, opsCall, signInOperator } from '../../support/operators';
import { startMemberPageServer, memberActivity } from '../../support/member-activity';
import type { TestServer } from '../../support/test-server';

/**
 * The parts of a member's page beyond the ledger (docs/decisions/back-office.md): bets, login
 * attempts, live sessions, inbox messages, limits and exclusions, each only the member's own
 * rows, another merchant's member NOT_FOUND; and the member search by IP address and by
 * registration code. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let server: TestServer;
let support: string;
let auroraSupport: string;
beforeAll(async () => {
  ({ server, support, auroraSupport } = await startMemberPageServer());
});
afterAll(() => server.close());

const activity = (token: string, id: number, part: string) => memberActivity(server, token, id, part);

const search = (token: string, query: string) =>
  opsCall(server, 'GET', '/ops/members/search', { token, query: { query } });

/** A member with one row of everything the page shows, its texts tagged with `tag`. */
async function memberWithActivity(tag: string, merchant = 'aurora'): Promise<TestMember> {
  const m = await createTestMember(server.deps.db, { merchant });
  const db = server.deps.db;
  await db.query(
    `INSERT INTO game_rounds (merchant_id, member_id, vendor, round_id, game_type, game_name, wallet, currency, stake, payout, status)
     VALUES ($1, $2, 'tessera', $3, 'SLOT', $4, 'main', 'PHP', 500, 1200, 'settled')`,
    [m.merchantId, m.memberId, `r-${randomBytes(4).toString('hex')}`, `Game ${tag}`],
  );
  await db.query(
    `INSERT INTO login_attempts (merchant_id, account_key, member_id, ip, user_agent, login_type, outcome)
     VALUES ($1, $2, $3, '203.0.113.9', $4, 'username', 'bad_credentials')`,
    [m.merchantId, m.username, m.memberId, `Agent ${tag}`],
  );
  await db.query(`UPDATE sessions SET ip = '203.0.113.9', user_agent = $2 WHERE member_id = $1`, [
    m.memberId,
    `Device ${tag}`,
  ]);
  // An ended session is not live.
  await db.query(
    `INSERT INTO sessions (token_hash, merchant_id, member_id, login_type, user_agent, expires_at, revoked_at)
     VALUES ($1, $2, $3, 'username', 'Ended device', now() + interval '1 day', now())`,
    [randomBytes(16).toString('hex'), m.merchantId, m.memberId],
  );
  await db.query(
    `INSERT INTO member_messages (merchant_id, member_id, category, title, body, source)
     VALUES ($1, $2, 'notice', $3, '{"EN": "Body"}', 'seed')`,
    [m.merchantId, m.memberId, JSON.stringify({ EN: `Title ${tag}`, TH: 'หัวข้อ' })],
  );
  await db.query(
    `INSERT INTO protection_limits (merchant_id, member_id, kind, period, amount) VALUES ($1, $2, 'deposit', 'day', 10000)`,
    [m.merchantId, m.memberId],
  );
  await db.query(
    `INSERT INTO protection_exclusions (merchant_id, member_id, kind, period, starts_at, ends_at)
     VALUES ($1, $2, 'time-out', '24h', now() - interval '1 hour', now() + interval '23 hours')`,
    [m.merchantId, m.memberId],
  );
  return m;
}

describe('a member page part', () => {
  it("each part answers the member's own rows, and nothing of another member", async () => {
    const m = await memberWithActivity('mine');
    await memberWithActivity('theirs');

    const bets = await activity(support, m.memberId, 'bets');
    expect(bets.statusCode, bets.body).toBe(200);
    expect(bets.json().value).toEqual({
      bets: [
        {
          id: expect.any(Number),
          game: 'Game mine',
          vendor: 'tessera',
          stake: 500,
          win: 1200,
          currency: 'PHP',
          status: 'settled',
          wallet: 'main',
          at: expect.any(String),
        },
      ],
      nextBefore: null,
    });

    const logins = (await activity(support, m.memberId, 'logins')).json().value;
    expect(logins.logins).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        ip: '203.0.113.9',
        userAgent: 'Agent mine',
        loginType: 'username',
        outcome: 'bad_credentials',
      },
    ]);

    const sessions = (await activity(support, m.memberId, 'sessions')).json().value;
    expect(sessions.sessions).toEqual([
      {
        startedAt: expect.any(String),
        lastSeenAt: expect.any(String),
        ip: '203.0.113.9',
        device: 'Device mine',
        loginType: 'username',
      },
    ]);

    const messages = (await activity(support, m.memberId, 'messages')).json().value;
    expect(messages.messages).toEqual([
      {
        id: expect.any(Number),
        title: 'Title mine',
        category: 'notice',
        read: false,
        at: expect.any(String),
      },
    ]);

    const protection = (await activity(support, m.memberId, 'protection')).json().value;
    expect(protection.protection).toEqual({
      limits: [{ kind: 'deposit', period: 'day', amount: 10000, pending: null }],
      realityCheckMinutes: null,
      sessionLimitMinutes: null,
      exclusions: [
        {
          kind: 'time-out',
          period: '24h',
          startsAt: expect.any(String),
          endsAt: expect.any(String),
          active: true,
        },
      ],
    });
  });

  it('a member with nothing yet answers empty parts', async () => {
    const m = await createTestMember(server.deps.db);
    for (const part of ['bets', 'logins', 'messages'] as const)
      expect((await activity(support, m.memberId, part)).json().value).toEqual({
        [part]: [],
        nextBefore: null,
      });
    expect((await activity(support, m.memberId, 'protection')).json().value.protection).toEqual({
      limits: [],
      realityCheckMinutes: null,
      sessionLimitMinutes: null,
      exclusions: [],
    });
  });

  it("another merchant's member answers NOT_FOUND to a merchant's operator, like an unknown member", async () => {
    const other = await memberWithActivity('other', 'lumen');
    for (const part of ['ledger', 'bets', 'logins', 'sessions', 'messages', 'protection']) {
      const res = await activity(auroraSupport, other.memberId, part);
      expect(res.statusCode, part).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await activity(auroraSupport, 99_999_999, 'bets')).statusCode).toBe(404);
    // A platform-wide operator sees them.
    expect((await activity(support, other.memberId, 'bets')).statusCode).toBe(200);
  });

  it('an unknown part is refused as VALIDATION', async () => {
    const m = await createTestMember(server.deps.db);
    const res = await activity(support, m.memberId, 'passwords');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('member search by IP and registration code', () => {
  it('a member who registered and logged in from an IP is found by it (v4 and its v6-mapped form), and the Logins part shows the login', async () => {
    const reg = await registerByUsername(server);
    expect(reg.status, JSON.stringify(reg)).toBe(200);
    const ip = `198.51.100.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;
    await loginByPassword(server, reg.username, reg.password, {}, ip);
    const [row] = await server.deps.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [
      reg.username,
    ]);
    const id = Number(row?.id);
    for (const query of [ip, `::ffff:${ip}`]) {
      const res = await search(auroraSupport, query);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json().value.items.map((h: { id: number }) => h.id),
        query,
      ).toContain(id);
    }
    const logins = (await activity(auroraSupport, id, 'logins')).json().value.logins as { ip: string }[];
    expect(logins.map((l) => l.ip)).toContain(ip);
    // A part of an address is not an address: nobody is found by "198.51".
    const part = await search(auroraSupport, '198.51');
    expect(part.json().value.items.map((h: { id: number }) => h.id)).not.toContain(id);
  });

  it('the registration IP alone finds the member (registering logs in)', async () => {
    const reg = await registerByUsername(server);
    const [row] = await server.deps.db.query<{ id: number; ip: string }>(
      'SELECT m.id, s.ip FROM members m JOIN sessions s ON s.member_id = m.id WHERE m.username = $1',
      [reg.username],
    );
    expect(row?.ip).toBeTruthy();
    const res = await search(support, String(row?.ip));
    expect(res.json().value.items.map((h: { id: number }) => h.id)).toContain(Number(row?.id));
  });

  it('a registration code or link finds who registered with it; another merchant finds nobody', async () => {
    const m = await createTestMember(server.deps.db);
    const code = `ref${randomBytes(4).toString('hex')}`;
    await server.deps.db.query('UPDATE members SET referral_code = $2, register_url = $3 WHERE id = $1', [
      m.memberId,
      code,
      `https://aurora.example/r/${code}`,
    ]);
    for (const query of [code.toUpperCase(), `https://aurora.example/r/${code}`]) {
      const ids = (await search(auroraSupport, query)).json().value.items.map((h: { id: number }) => h.id);
      expect(ids, query).toEqual([m.memberId]);
    }
    const lumen = await signInOperator(server, await createTestOperator(server.deps.db, 'support', 'lumen'));
    expect((await search(lumen, code)).json().value.items).toEqual([]);
  });
});
