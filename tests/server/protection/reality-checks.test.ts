import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginByPassword, registerByUsername } from '../../support/accounts';
import { patchMerchantSettings } from '../../support/merchant-settings';
import type { TestMember } from '../../support/members';
import { fundMember } from '../../support/fund-member';
import { setProtectionClock } from '../../support/protection-clock';
import { playRound } from '../../support/rounds';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Reality checks and session time limits (issue #14 part 2, docs/player-protection.md): kept on
 * the platform's clock, moved by the protection fake clock on PGlite and PostgreSQL alike.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => setProtectionClock(server.deps.db, 0));

interface PlaySession {
  now: string;
  startedAt: string;
  staked: number;
  won: number;
  net: number;
  realityCheckMinutes: number | null;
  nextCheckAt: string | null;
  sessionLimitMinutes: number | null;
  limitEndsAt: string | null;
}

const MIN = 60_000;
const read = async (token: string) =>
  server.json<PlaySession>(await server.call({ method: 'GET', url: '/wps/v2/protection/session', token }));
const choose = async (token: string, realityCheckMinutes: unknown, sessionLimitMinutes: unknown) =>
  server.json<PlaySession>(
    await server.call({
      method: 'POST',
      url: '/wps/v2/protection/session',
      token,
      payload: { realityCheckMinutes, sessionLimitMinutes },
    }),
  );
const answer = async (token: string, a: string) =>
  server.json<PlaySession>(
    await server.call({
      method: 'POST',
      url: '/wps/v2/protection/reality-check',
      token,
      payload: { answer: a },
    }),
  );
const balanceCall = (token: string) => server.call({ method: 'GET', url: '/wps/v2/wallets', token });

async function player(): Promise<TestMember & { password: string }> {
  const reg = await registerByUsername(server);
  const [m] = await server.deps.db.query<{ id: number; merchant_id: number }>(
    'SELECT id, merchant_id FROM members WHERE username = $1',
    [reg.username.toLowerCase()],
  );
  return {
    memberId: Number(m!.id),
    merchantId: m!.merchant_id,
    username: reg.username,
    token: reg.value.token,
    password: reg.password,
  };
}

async function auditOf(memberId: number): Promise<string[]> {
  const rows = await server.deps.db.query<{ action: string }>(
    'SELECT action FROM protection_audit WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
  return rows.map((r) => r.action);
}

describe('reality checks and session time limits', () => {
  it('the session and its clock live on the platform: a second login joins it; the net result counts stakes and payouts', async () => {
    const p = await player();
    const first = await read(p.token);
    expect(first.value).toMatchObject({ staked: 0, won: 0, net: 0, nextCheckAt: null, limitEndsAt: null });
    await setProtectionClock(server.deps.db, 0.25);
    const second = await loginByPassword(server, p.username, p.password);
    const again = await read(second.value.token);
    expect(again.value.startedAt).toBe(first.value.startedAt);
    expect(Date.parse(again.value.now) - Date.parse(again.value.startedAt)).toBeGreaterThanOrEqual(15 * MIN);

    await fundMember(server.deps.db, p, 50_00);
    await playRound(server.deps.db, p, { stake: 10_00, payout: 4_00 });
    await playRound(server.deps.db, p, { stake: 5_00 });
    expect((await read(p.token)).value).toMatchObject({ staked: 15_00, won: 4_00, net: -11_00 });
    // Trial credit never counts (as for the limits).
    await playRound(server.deps.db, p, { stake: 1_00, wallet: 'demo' }).catch(() => undefined);
    expect((await read(second.value.token)).value.net).toBe(-11_00);
  });

  it('a reality check is due one interval on; continuing moves it only once due, and both answers are audited', async () => {
    const p = await player();
    const set = await choose(p.token, 30, null);
    expect(set.success).toBe(true);
    const due = Date.parse(set.value.nextCheckAt!);
    expect(due - Date.parse(set.value.now)).toBe(30 * MIN);
    // Not due yet: continuing cannot put it off in advance.
    expect((await answer(p.token, 'continue')).value.nextCheckAt).toBe(set.value.nextCheckAt);
    await setProtectionClock(server.deps.db, 0.55);
    const later = await read(p.token);
    expect(Date.parse(later.value.nextCheckAt!)).toBeLessThanOrEqual(Date.parse(later.value.now));
    const next = await answer(p.token, 'continue');
    expect(Date.parse(next.value.nextCheckAt!) - Date.parse(next.value.now)).toBe(30 * MIN);
    await setProtectionClock(server.deps.db, 1.1);
    await answer(p.token, 'log-out');
    expect((await balanceCall(p.token)).statusCode).toBe(401);
    expect(await auditOf(p.memberId)).toEqual([
      'session-settings.set',
      'reality-check.continue',
      'reality-check.continue',
      'reality-check.log-out',
    ]);
  });

  it('the session time limit ends every session of the play session and the platform refuses calls after it', async () => {
    const p = await player();
    const second = await loginByPassword(server, p.username, p.password);
    const set = await choose(p.token, null, 60);
    expect(Date.parse(set.value.limitEndsAt!) - Date.parse(set.value.startedAt)).toBe(60 * MIN);
    await setProtectionClock(server.deps.db, 0.95);
    expect((await balanceCall(p.token)).statusCode).toBe(200);
    await setProtectionClock(server.deps.db, 1.01);
    const refused = server.json(await balanceCall(p.token));
    expect(refused).toMatchObject({ success: false, code: 'SESSION_LIMIT' });
    // The other tab or device was in the same play session: it ends too, stays ended, and is told why.
    expect(server.json(await balanceCall(second.value.token)).code).toBe('SESSION_LIMIT');
    expect(server.json(await balanceCall(p.token)).code).toBe('SESSION_LIMIT');
    expect((await auditOf(p.memberId)).filter((a) => a === 'session-limit.reached')).toHaveLength(1);
    // Logging in again starts a new play session with the limit counted from it.
    const back = await loginByPassword(server, p.username, p.password);
    const fresh = await read(back.value.token);
    expect(Date.parse(fresh.value.startedAt)).toBeGreaterThan(Date.parse(set.value.limitEndsAt!));
    expect(Date.parse(fresh.value.limitEndsAt!) - Date.parse(fresh.value.startedAt)).toBe(60 * MIN);
  });

  it('a shorter limit holds in this session at once; a longer one or none only from the next login', async () => {
    const p = await player();
    const first = await choose(p.token, null, 120);
    const end = first.value.limitEndsAt!;
    const longer = await choose(p.token, null, 480);
    expect(longer.value).toMatchObject({ sessionLimitMinutes: 480, limitEndsAt: end });
    const none = await choose(p.token, null, null);
    expect(none.value).toMatchObject({ sessionLimitMinutes: null, limitEndsAt: end });
    const shorter = await choose(p.token, null, 30);
    expect(Date.parse(shorter.value.limitEndsAt!) - Date.parse(shorter.value.startedAt)).toBe(30 * MIN);
  });

  it('bad input names the field and changes nothing; a merchant that switches the tool off stops new settings only', async () => {
    const p = await player();
    await choose(p.token, 15, 30);
    const bad = await choose(p.token, 7, null);
    expect(bad).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(JSON.stringify(bad.errors)).toContain('realityCheckMinutes');
    const badAnswer = await answer(p.token, 'later');
    expect(badAnswer).toMatchObject({ success: false, code: 'VALIDATION' });
    expect((await read(p.token)).value).toMatchObject({ realityCheckMinutes: 15, sessionLimitMinutes: 30 });
    const restore = await patchMerchantSettings(server, 'aurora', { protection: { realityChecks: false } });
    try {
      expect((await choose(p.token, null, null)).code).toBe('DISABLED');
      await setProtectionClock(server.deps.db, 0.51);
      expect(server.json(await balanceCall(p.token)).code).toBe('SESSION_LIMIT');
    } finally {
      await restore();
    }
  });
});
