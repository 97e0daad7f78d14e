import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/domain/session-member';
import { runOps } from '../../../server/ops/commands';
import { api, newUsername, registerByUsername, setFlags, solvedCaptcha } from '../../support/accounts';
import { createTestMember, merchantId, type TestMember } from '../../support/members';
import { fund } from '../../support/money';
import { playRound } from '../../support/rounds';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Info {
  referralCode: string;
  link: string;
}
interface Invited {
  items: { account: string; registeredAt: string; deposited: boolean; active: boolean }[];
  totals: { invited: number; deposited: number; active: number };
  activeDays: number;
}

const info = (token: string | undefined, merchant = 'aurora') =>
  api<Info>(server, { method: 'GET', url: '/wps/v2/referral', merchant, ...(token ? { token } : {}) });
const invited = (token: string, query: Record<string, unknown> = {}, merchant = 'aurora') =>
  api<Invited>(server, { method: 'GET', url: '/wps/v2/referral/invited', token, merchant, body: query });

async function referrerIdOf(username: string, merchant = 'aurora'): Promise<number | null> {
  const [row] = await server.deps.db.query<{ referrer_id: number | null }>(
    'SELECT referrer_id FROM members WHERE merchant_id = $1 AND username = $2',
    [await merchantId(server.deps.db, merchant), username],
  );
  return row ? (row.referrer_id === null ? null : Number(row.referrer_id)) : null;
}

async function memberCount(merchant = 'aurora'): Promise<number> {
  const [row] = await server.deps.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM members WHERE merchant_id = $1',
    [await merchantId(server.deps.db, merchant)],
  );
  return row?.n ?? 0;
}

/** A session for a seeded member (the demo player), written as a login would. */
async function sessionOf(merchant: string, username: string): Promise<TestMember> {
  const mid = await merchantId(server.deps.db, merchant);
  const [m] = await server.deps.db.query<{ id: number }>(
    'SELECT id FROM members WHERE merchant_id = $1 AND username = $2',
    [mid, username],
  );
  if (!m) throw new Error(`No ${username} in ${merchant}`);
  const token = randomBytes(24).toString('base64url');
  await server.deps.db.query(
    `INSERT INTO sessions (token_hash, merchant_id, member_id, login_type, expires_at)
     VALUES ($1, $2, $3, 'username', now() + interval '1 day')`,
    [hashToken(token), mid, m.id],
  );
  return { memberId: Number(m.id), merchantId: mid, username, token };
}

describe('referral: invite friends', () => {
  it('R2.72 gives each member a stable referral code and the register link on the merchant domain', async () => {
    const member = await createTestMember(server.deps.db);
    // First calls at once still end with one code.
    const [a, b] = await Promise.all([info(member.token), info(member.token)]);
    expect(a.success).toBe(true);
    expect(a.value.referralCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(b.value.referralCode).toBe(a.value.referralCode);
    expect((await info(member.token)).value.referralCode).toBe(a.value.referralCode);
    expect(a.value.link).toBe(`http://aurora.localhost/register?referralCode=${a.value.referralCode}`);
    const other = await createTestMember(server.deps.db);
    expect((await info(other.token)).value.referralCode).not.toBe(a.value.referralCode);
  });

  it('R3.8 a friend who registers through the link is recorded as invited by the code owner', async () => {
    const owner = await createTestMember(server.deps.db);
    const { referralCode } = (await info(owner.token)).value;
    // Codes are read case-insensitively, as people type them.
    const friend = await registerByUsername(server, { referralCode: referralCode.toLowerCase() });
    expect(friend.success).toBe(true);
    expect(await referrerIdOf(friend.username)).toBe(owner.memberId);

    const list = await invited(owner.token);
    expect(list.value.totals).toEqual({ invited: 1, deposited: 0, active: 0 });
    expect(list.value.items).toHaveLength(1);
    const row = list.value.items[0];
    expect(row?.account).toMatch(/^.{2}•••.{2}$/);
    expect(row?.account).not.toBe(friend.username);
    expect(Date.now() - Date.parse(row?.registeredAt ?? '')).toBeLessThan(60_000);
    expect(row).toMatchObject({ deposited: false, active: false });

    // A deposit, then a real-money round, show in the row and the totals.
    const friendMember: TestMember = {
      memberId: friend.value.customerId,
      merchantId: owner.merchantId,
      username: friend.username,
      token: friend.value.token,
    };
    await fund(server.deps.db, friendMember, 50_00);
    await playRound(server.deps.db, friendMember, { stake: 1_00, payout: 0 });
    const after = await invited(owner.token);
    expect(after.value.items[0]).toMatchObject({ deposited: true, active: true });
    expect(after.value.totals).toEqual({ invited: 1, deposited: 1, active: 1 });
    expect(after.value.activeDays).toBe(30);
  });

  it('refuses an unknown referral code with the invitation-code error and registers nobody', async () => {
    const before = await memberCount();
    for (const code of ['ZZZZZZZZ', 'not a code', "X' OR '1'='1"]) {
      const r = await registerByUsername(server, { referralCode: code });
      expect(r.status, code).toBe(400);
      expect(r.code).toBe('VALIDATION');
      expect(r.errors?.[0]).toEqual({ field: 'referralCode', message: 'Invalid invitation code' });
    }
    expect(await memberCount()).toBe(before);
  });

  it('refuses the referral code of another merchant’s member at registration', async () => {
    const jadeMember = await createTestMember(server.deps.db, { merchant: 'jade' });
    const { referralCode } = (await info(jadeMember.token, 'jade')).value;
    const r = await registerByUsername(server, { referralCode }, 'aurora');
    expect(r.status).toBe(400);
    expect(r.errors?.[0]).toEqual({ field: 'referralCode', message: 'Invalid invitation code' });
    expect(await referrerIdOf(r.username)).toBeNull();
  });

  it('a member cannot refer themselves: not through their own link, not in the database', async () => {
    const owner = await createTestMember(server.deps.db);
    const { referralCode } = (await info(owner.token)).value;
    const res = await api(server, {
      method: 'PUT',
      url: '/wps/member/register',
      encrypted: true,
      token: owner.token,
      body: {
        username: newUsername(),
        password: 'Secret123!',
        confirmPassword: 'Secret123!',
        ageConfirmed: true,
        login: true,
        referralCode,
        ...(await solvedCaptcha(server)),
      },
    });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.field).toBe('referralCode');
    await expect(
      server.deps.db.query('UPDATE members SET referrer_id = id WHERE id = $1', [owner.memberId]),
    ).rejects.toThrow(/members_not_self_referred/);
    expect((await invited(owner.token)).value.totals.invited).toBe(0);
  });

  it('answers only with a token of this merchant', async () => {
    const member = await createTestMember(server.deps.db);
    expect((await info(undefined)).status).toBe(401);
    const foreign = await info(member.token, 'jade');
    expect(foreign.status).toBe(401);
    expect((await invited(member.token, {}, 'jade')).status).toBe(401);
  });

  it('refuses trial accounts', async () => {
    const trial = await createTestMember(server.deps.db, { isAgent: 4 });
    expect((await info(trial.token)).code).toBe('TRIAL_ACCOUNT');
    expect((await invited(trial.token)).code).toBe('TRIAL_ACCOUNT');
  });

  it('pages the invited list newest first and refuses out-of-range paging', async () => {
    const owner = await createTestMember(server.deps.db);
    const { referralCode } = (await info(owner.token)).value;
    const names: string[] = [];
    for (let i = 0; i < 3; i++) names.push((await registerByUsername(server, { referralCode })).username);
    const page1 = await invited(owner.token, { page: 1, pageSize: 2 });
    const page2 = await invited(owner.token, { page: 2, pageSize: 2 });
    expect(page1.value.items).toHaveLength(2);
    expect(page2.value.items).toHaveLength(1);
    expect(page1.value.totals.invited).toBe(3);
    expect(page2.value.totals.invited).toBe(3);
    const newest = names[2] as string;
    expect(page1.value.items[0]?.account).toBe(`${newest.slice(0, 2)}•••${newest.slice(-2)}`);
    const oldest = names[0] as string;
    expect(page2.value.items[0]?.account).toBe(`${oldest.slice(0, 2)}•••${oldest.slice(-2)}`);
    const beyond = await invited(owner.token, { page: 99, pageSize: 2 });
    expect(beyond.value.items).toEqual([]);
    expect(beyond.value.totals.invited).toBe(3);
    for (const bad of [
      { page: 0 },
      { page: -1 },
      { page: 100_001 },
      { pageSize: 0 },
      { pageSize: 51 },
      { page: 'x' },
      { page: 1.5 },
      { other: 1 },
    ]) {
      const r = await invited(owner.token, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.code).toBe('VALIDATION');
    }
  });

  it('with the referral promotion off the calls are closed, the module is off and codes credit nobody', async () => {
    const owner = await createTestMember(server.deps.db);
    const { referralCode } = (await info(owner.token)).value;
    await setFlags(server, { REFERRALPROMO3: false });
    try {
      expect((await info(owner.token)).code).toBe('DISABLED');
      expect((await invited(owner.token)).code).toBe('DISABLED');
      const tree = (
        await server.call({ method: 'GET', url: '/wps/system/status?url=aurora.localhost' })
      ).json() as {
        value: {
          info: { whitelabel: { modId: string; childrenNodes: { modId: string; enabled: string }[] }[] };
        };
      };
      const memberCentre = tree.value.info.whitelabel.find((g) => g.modId === 'memberCentre');
      expect(memberCentre?.childrenNodes.find((c) => c.modId === 'referral')?.enabled).toBe('0');
      // An old link still lets a friend register; it just credits nobody.
      const friend = await registerByUsername(server, { referralCode });
      expect(friend.success).toBe(true);
      expect(await referrerIdOf(friend.username)).toBeNull();
    } finally {
      await setFlags(server, { REFERRALPROMO3: true });
    }
    expect((await invited(owner.token)).value.totals.invited).toBe(0);
  });

  it('R1.6 the demo player of each merchant with the promotion on has invited friends; lumen has it off', async () => {
    for (const merchant of ['aurora', 'jade']) {
      const demo = await sessionOf(merchant, 'demo');
      const list = await invited(demo.token, {}, merchant);
      expect(list.success, merchant).toBe(true);
      expect(list.value.totals.invited).toBeGreaterThanOrEqual(3);
      expect(list.value.totals.deposited).toBeGreaterThanOrEqual(1);
      expect(list.value.totals.active).toBeGreaterThanOrEqual(1);
      expect((await info(demo.token, merchant)).value.link).toContain(
        `http://${merchant}.localhost/register?`,
      );
    }
    const lumenDemo = await sessionOf('lumen', 'demo');
    expect((await invited(lumenDemo.token, {}, 'lumen')).code).toBe('DISABLED');
  });

  it('ops switch the promotion on for lumen with the settings command; the page module and calls follow', async () => {
    const ops = async (...argv: string[]) => {
      const r = await runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);
      server.deps.merchants.invalidate();
      return r;
    };
    const before = JSON.parse((await ops('settings', 'lumen', 'get', 'flags')).output) as Record<
      string,
      boolean
    >;
    const referralModule = async () => {
      const res = await server.call({
        method: 'GET',
        url: '/wps/system/status?url=lumen.localhost',
        merchant: 'lumen',
      });
      const tree = (res.json() as { value: { info: { whitelabel: Leaf[] } } }).value.info.whitelabel;
      return tree.find((g) => g.modId === 'memberCentre')?.childrenNodes.find((c) => c.modId === 'referral')
        ?.enabled;
    };
    expect(await referralModule()).toBe('0');
    expect(
      (await ops('settings', 'lumen', 'set', 'flags', JSON.stringify({ ...before, REFERRALPROMO3: true })))
        .ok,
    ).toBe(true);
    try {
      expect(await referralModule()).toBe('1');
      const demo = await sessionOf('lumen', 'demo');
      expect((await info(demo.token, 'lumen')).value.link).toContain(
        'http://lumen.localhost/register?referralCode=',
      );
    } finally {
      await ops('settings', 'lumen', 'set', 'flags', JSON.stringify(before));
    }
    expect(await referralModule()).toBe('0');
  });
});

interface Leaf {
  modId: string;
  childrenNodes: { modId: string; enabled: string }[];
}
