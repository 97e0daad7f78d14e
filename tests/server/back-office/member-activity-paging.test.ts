import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../server/services/ledger/post-transaction';
import { createTestMember, type TestMember } from '../../support/members';
import { opsCall } from '../../support/operators';
import { startMemberPageServer, memberActivity } from '../../support/member-activity';
import type { TestServer } from '../../support/test-server';

/**
 * The lists of a member's page (ledger, bets, logins, messages) a page of 50 at a time: the
 * `before` cursor walks every line once, lines with the same time included; each list's
 * filter and the day range narrow it; bad input is refused naming the field; another
 * merchant's member stays NOT_FOUND. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let server: TestServer;
let support: string;
let auroraSupport: string;
beforeAll(async () => {
  ({ server, support, auroraSupport } = await startMemberPageServer());
});
afterAll(() => server.close());

type Query = Record<string, string>;
interface Line {
  id: number;
  at: string;
  status?: string;
  outcome?: string;
  category?: string;
  kind?: string;
}

const activity = (token: string, id: number, part: string, query: Query = {}) =>
  memberActivity(server, token, id, part, query);

/** Every page of a list from the first, following nextBefore; the lines in the order answered. */
async function walk(member: TestMember, part: string, query: Query = {}) {
  const lines: Line[] = [];
  const pageSizes: number[] = [];
  let before: number | null | undefined;
  do {
    const res = await activity(
      support,
      member.memberId,
      part,
      before ? { ...query, before: String(before) } : query,
    );
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value as Record<string, Line[]> & { nextBefore: number | null };
    const page = value[part] ?? [];
    pageSizes.push(page.length);
    lines.push(...page);
    before = value.nextBefore;
    if (before !== null) expect(before).toBe(page[page.length - 1]?.id);
  } while (before !== null && pageSizes.length < 10);
  return { lines, pageSizes };
}

/** Newest first by (time, id), and no line twice. */
function expectListOrder(lines: Line[]) {
  expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
  for (let i = 1; i < lines.length; i++) {
    const [a, b] = [lines[i - 1] as Line, lines[i] as Line];
    const older = Date.parse(b.at) < Date.parse(a.at) || (b.at === a.at && b.id < a.id);
    expect(older, `${JSON.stringify(a)} then ${JSON.stringify(b)}`).toBe(true);
  }
}

/**
 * 61 lines, three to each instant (so pages end inside a group of the same time), six hours
 * apart from 2026-03-01T00:00Z: four groups a day, and the last line alone on 2026-03-06.
 */
const SPREAD = `timestamptz '2026-03-01T00:00:00Z' + (g / 3) * interval '6 hours'`;
const LINES = 61;

async function memberWithHistory(merchant = 'aurora'): Promise<TestMember> {
  const m = await createTestMember(server.deps.db, { merchant });
  const db = server.deps.db;
  await db.query(
    `INSERT INTO game_rounds (merchant_id, member_id, vendor, round_id, game_type, game_name, wallet, currency, stake, payout, status, created_at)
     SELECT $1, $2, 'tessera', $3 || g, 'SLOT', 'Game ' || g, 'main', 'PHP', 100, 0,
            CASE WHEN g % 4 = 0 THEN 'rolled_back' ELSE 'settled' END, ${SPREAD}
       FROM generate_series(0, ${LINES - 1}) g`,
    [m.merchantId, m.memberId, `r-${randomBytes(4).toString('hex')}-`],
  );
  await db.query(
    `INSERT INTO login_attempts (merchant_id, account_key, member_id, ip, user_agent, login_type, outcome, created_at)
     SELECT $1, $3, $2, '203.0.113.7', 'Agent ' || g, 'username',
            CASE WHEN g % 5 = 0 THEN 'locked' ELSE 'ok' END, ${SPREAD}
       FROM generate_series(0, ${LINES - 1}) g`,
    [m.merchantId, m.memberId, m.username],
  );
  await db.query(
    `INSERT INTO member_messages (merchant_id, member_id, category, title, body, source, created_at)
     SELECT $1, $2, CASE WHEN g % 3 = 0 THEN 'promotion' ELSE 'notice' END,
            jsonb_build_object('EN', 'Title ' || g), '{"EN": "Body"}', 'seed', ${SPREAD}
       FROM generate_series(0, ${LINES - 1}) g`,
    [m.merchantId, m.memberId],
  );
  return m;
}

const utcDay = (at: string) => at.slice(0, 10);

describe("paging a member's lists", () => {
  it('walks bets, logins and messages page by page with the cursor: every line once, in order, same-time lines included', async () => {
    const m = await memberWithHistory();
    for (const part of ['bets', 'logins', 'messages']) {
      const { lines, pageSizes } = await walk(m, part);
      expect(pageSizes, part).toEqual([50, 11]);
      expect(lines, part).toHaveLength(LINES);
      expectListOrder(lines);
      // The first page ends inside a group of three lines with one time: the group is split, not lost.
      const cut = lines[49] as Line;
      expect(lines.filter((l) => l.at === cut.at).length, part).toBe(3);
    }
  });

  it('walks the ledger the same way, the two lines of one transaction sharing a time', async () => {
    const m = await createTestMember(server.deps.db);
    const member = { memberId: m.memberId, merchantId: m.merchantId };
    await post(server.deps.db, 'USD', {
      merchantId: m.merchantId,
      kind: 'deposit',
      reference: `paging-funding:${m.memberId}`,
      postings: [
        { account: { system: 'cashier' }, amount: -100_000 },
        { account: { ...member, kind: 'main' }, amount: 100_000 },
      ],
    });
    // Each hold is two lines of the member's (main out, hold in) at one time.
    for (let i = 0; i < 30; i++)
      await post(server.deps.db, 'USD', {
        merchantId: m.merchantId,
        kind: 'withdrawal.hold',
        reference: `paging-hold:${m.memberId}:${i}`,
        postings: [
          { account: { ...member, kind: 'main' }, amount: -100 },
          { account: { ...member, kind: 'hold' }, amount: 100 },
        ],
      });
    const { lines, pageSizes } = await walk(m, 'ledger');
    expect(pageSizes).toEqual([50, 11]);
    expectListOrder(lines);
    expect(lines.filter((l) => l.kind === 'withdrawal.hold')).toHaveLength(60);

    // A family filter: `withdrawal` is every withdrawal.* line; `deposit` the one deposit.
    const withdrawals = await walk(m, 'ledger', { kind: 'withdrawal' });
    expect(withdrawals.lines).toHaveLength(60);
    const deposits = await walk(m, 'ledger', { kind: 'deposit' });
    expect(deposits.lines.map((l) => l.kind)).toEqual(['deposit']);
    expect((await walk(m, 'ledger', { kind: 'bet' })).lines).toEqual([]);
  });

  it("the member's page holds the ledger's first page and says where the next starts: none behind exactly 50 lines", async () => {
    const m = await createTestMember(server.deps.db);
    const member = { memberId: m.memberId, merchantId: m.merchantId };
    const deposit = (n: number) =>
      post(server.deps.db, 'USD', {
        merchantId: m.merchantId,
        kind: 'deposit',
        reference: `detail-deposit:${m.memberId}:${n}`,
        postings: [
          { account: { system: 'cashier' }, amount: -10_000 },
          { account: { ...member, kind: 'main' }, amount: 10_000 },
        ],
      });
    const detail = async () => {
      const res = await opsCall(server, 'GET', '/ops/members/detail', {
        token: support,
        query: { id: String(m.memberId) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as { ledger: Line[]; ledgerNextBefore: number | null };
    };
    // Two deposits (a line each) and 24 holds (two lines each): exactly one page.
    await deposit(1);
    await deposit(2);
    for (let i = 0; i < 24; i++)
      await post(server.deps.db, 'USD', {
        merchantId: m.merchantId,
        kind: 'withdrawal.hold',
        reference: `detail-hold:${m.memberId}:${i}`,
        postings: [
          { account: { ...member, kind: 'main' }, amount: -100 },
          { account: { ...member, kind: 'hold' }, amount: 100 },
        ],
      });
    const full = await detail();
    expect(full.ledger).toHaveLength(50);
    expect(full.ledgerNextBefore).toBeNull();

    await deposit(3);
    const more = await detail();
    expect(more.ledger).toHaveLength(50);
    expect(more.ledgerNextBefore).toBe(more.ledger[49]?.id);
    // The same lines as the ledger part's first page, and the next page is the one line left.
    const { lines, pageSizes } = await walk(m, 'ledger');
    expect(pageSizes).toEqual([50, 1]);
    expect(lines.slice(0, 50)).toEqual(more.ledger);
  });

  it("each list's filter narrows it, and paging keeps to the filter", async () => {
    const m = await memberWithHistory();
    const rolledBack = await walk(m, 'bets', { status: 'rolled_back' });
    expect(rolledBack.lines).toHaveLength(16);
    expect(rolledBack.lines.every((l) => l.status === 'rolled_back')).toBe(true);
    const settled = await walk(m, 'bets', { status: 'settled' });
    expect(settled.pageSizes).toEqual([45]);
    expect((await walk(m, 'bets', { status: 'open' })).lines).toEqual([]);

    const locked = await walk(m, 'logins', { outcome: 'locked' });
    expect(locked.lines).toHaveLength(13);
    expect(locked.lines.every((l) => l.outcome === 'locked')).toBe(true);
    const ok = await walk(m, 'logins', { outcome: 'ok' });
    expect(ok.lines).toHaveLength(48);
    expectListOrder(ok.lines);

    const promotions = await walk(m, 'messages', { category: 'promotion' });
    expect(promotions.lines).toHaveLength(21);
    expect(promotions.lines.every((l) => l.category === 'promotion')).toBe(true);
  });

  it('a day range keeps whole UTC days, both ends included, and pages within it', async () => {
    const m = await memberWithHistory();
    // 2026-03-02 and 03-03: the groups at 6-hour steps 4..11, three lines each.
    const two = await walk(m, 'bets', { from: '2026-03-02', to: '2026-03-03' });
    expect(two.lines).toHaveLength(24);
    expect([...new Set(two.lines.map((l) => utcDay(l.at)))]).toEqual(['2026-03-03', '2026-03-02']);
    const last = await walk(m, 'logins', { from: '2026-03-06', to: '2026-03-06' });
    expect(last.lines.map((l) => utcDay(l.at))).toEqual(['2026-03-06']);
    // From alone: up to now; to alone: from the start. Together with a filter.
    expect((await walk(m, 'messages', { from: '2026-03-05' })).lines).toHaveLength(13);
    expect((await walk(m, 'messages', { to: '2026-03-01', category: 'promotion' })).lines).toHaveLength(4);
  });

  it('refuses bad input with VALIDATION naming the field, and changes nothing', async () => {
    const m = await memberWithHistory();
    const other = await memberWithHistory();
    const [otherBet] = (await activity(support, other.memberId, 'bets')).json().value.bets as Line[];
    const cases: [Query, string][] = [
      [{ before: 'abc' }, 'before'],
      [{ before: '0' }, 'before'],
      [{ before: String(otherBet?.id) }, 'before'],
      [{ from: '2026-03-05', to: '2026-03-01' }, 'to'],
      [{ from: '2026-02-30' }, 'from'],
      [{ to: 'yesterday' }, 'to'],
      [{ status: 'won' }, 'status'],
    ];
    const before = (await walk(m, 'bets')).lines;
    for (const [query, field] of cases) {
      const res = await activity(support, m.memberId, 'bets', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      const body = res.json() as { code: string; errors: { field: string }[] };
      expect(body.code).toBe('VALIDATION');
      expect(
        body.errors.map((e) => e.field),
        JSON.stringify(query),
      ).toContain(field);
    }
    for (const [part, query, field] of [
      ['logins', { outcome: 'maybe' }, 'outcome'],
      ['messages', { category: 'spam' }, 'category'],
      ['ledger', { kind: 'anything' }, 'kind'],
    ] as const) {
      const res = await activity(support, m.memberId, part, query);
      expect(res.statusCode, part).toBe(400);
      expect((res.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
    }
    expect((await walk(m, 'bets')).lines).toEqual(before);
  });

  it("another merchant's member stays NOT_FOUND, whatever the cursor and filters", async () => {
    const theirs = await memberWithHistory('lumen');
    const [line] = (await activity(support, theirs.memberId, 'bets')).json().value.bets as Line[];
    const queries: Query[] = [{}, { before: String(line?.id) }, { status: 'settled', from: '2026-03-01' }];
    for (const query of queries) {
      const res = await activity(auroraSupport, theirs.memberId, 'bets', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});
