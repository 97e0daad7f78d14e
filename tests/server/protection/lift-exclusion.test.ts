import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { loginByPassword, registerByUsername } from '../../support/accounts';
import { setProtectionClock } from '../../support/protection-clock';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * An indefinite self-exclusion is lifted only on the member's request, through an operator, and
 * never before it held seven days; a time-out or an exclusion with an end is never lifted early
 * (issue #14 part 3). The check is on the protection clock, in the statement that lifts.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => setProtectionClock(server.deps.db, 0));

const DAY = 24;
const ops = (...argv: string[]) =>
  runOps({ db: server.deps.db, whitelabelsDir: 'whitelabels' }, [...argv, '--by', 'kim']);

async function excluded(period: string, kind = 'self-exclusion') {
  const reg = await registerByUsername(server);
  const res = await server.call({
    method: 'POST',
    url: '/wps/v2/protection/break',
    token: reg.value.token,
    payload: { kind, period, understood: true },
  });
  expect(res.statusCode).toBe(200);
  return reg;
}

const lifts = (memberId: number) =>
  server.deps.db.query<{ actor: string; detail: { reason: string } }>(
    `SELECT actor, detail FROM protection_audit WHERE member_id = $1 AND action = 'exclusion.lift'`,
    [memberId],
  );

describe('lifting a self-exclusion on request', () => {
  it('an indefinite one is lifted from its seventh day on, audited with who and why; login opens again', async () => {
    const reg = await excluded('indefinite');
    await setProtectionClock(server.deps.db, 7 * DAY - 1);
    const early = await ops('exclusion', 'lift', 'aurora', reg.username, '--reason', 'asked by phone');
    expect(early.ok).toBe(false);
    expect(early.output).toMatch(/can be lifted from .* \(7 days after it began\)/);
    expect((await loginByPassword(server, reg.username, reg.password)).code).toBe('SELF_EXCLUDED');

    await setProtectionClock(server.deps.db, 7 * DAY + 0.1);
    const noReason = await ops('exclusion', 'lift', 'aurora', reg.username);
    expect(noReason.ok).toBe(false);
    expect(noReason.output).toContain('--reason');
    const done = await ops('exclusion', 'lift', 'aurora', reg.username, '--reason', 'asked by phone');
    expect(done).toMatchObject({ ok: true, exitCode: 0 });
    expect((await loginByPassword(server, reg.username, reg.password)).success).toBe(true);
    expect(await lifts(reg.value.customerId)).toEqual([
      { actor: 'ops:kim', detail: expect.objectContaining({ reason: 'asked by phone' }) },
    ]);
    const shown = await ops('exclusion', 'show', 'aurora', reg.username);
    expect(shown.output).toContain('indefinite');
  });

  it('a time-out or a self-exclusion with an end is never lifted before it ends', async () => {
    for (const [period, kind] of [
      ['6m', 'self-exclusion'],
      ['1w', 'time-out'],
    ] as const) {
      const reg = await excluded(period, kind);
      await setProtectionClock(server.deps.db, 7 * DAY - 2);
      const refused = await ops('exclusion', 'lift', 'aurora', reg.username, '--reason', 'asked');
      expect(refused.ok).toBe(false);
      expect(refused.output).toMatch(/cannot be lifted before it ends/);
      expect((await loginByPassword(server, reg.username, reg.password)).code).toBe('SELF_EXCLUDED');
      expect(await lifts(reg.value.customerId)).toEqual([]);
      await setProtectionClock(server.deps.db, 0);
    }
    const free = await registerByUsername(server);
    expect((await ops('exclusion', 'lift', 'aurora', free.username, '--reason', 'asked')).output).toContain(
      'No time-out or self-exclusion holds',
    );
  });

  it('twenty lifts at once lift once and audit once', async () => {
    const reg = await excluded('indefinite');
    await setProtectionClock(server.deps.db, 8 * DAY);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => ops('exclusion', 'lift', 'aurora', reg.username, '--reason', 'asked')),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await lifts(reg.value.customerId)).toHaveLength(1);
  });
});
