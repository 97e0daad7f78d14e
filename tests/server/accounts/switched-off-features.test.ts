import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember } from '../../support/members';
import { api, setFlags, setSetting } from '../../support/accounts';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * The platform keeps to the merchant's switches (spec §6): a way of logging in,
 * resetting or registering that is off sends no SMS code; the affiliate check knows no
 * code while the affiliate feature is off; and the merchant's SMS budget is kept.
 */
let server: TestServer;
let seq = 0;
const phone = () => `9178${String(100_000 + (seq += 1) + Math.floor(Math.random() * 800_000)).slice(0, 6)}`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const OFF = {
  MOBILENUMREG3: false,
  REGMOBVERF3: false,
  MOBILEVERCODELOGIN3: false,
  CHNGPASSVERIF3: false,
};

let ipSeq = 0;
/** Each request from an address of its own, so the per-address limit stays out of the way. */
const send = (url: string, mobileNum: string, extra: Record<string, unknown> = {}) =>
  api<{ expiredMinutes: number }>(server, {
    method: 'POST',
    url,
    body: { mobileNum, countryDialingCode: '63', ...extra },
    ip: `198.51.${Math.floor((ipSeq += 1) / 250) % 250}.${(ipSeq % 250) + 1}`,
  });
const sentTo = async (mobileNum: string) => {
  const [row] = await server.deps.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM sms_outbox WHERE to_number = $1',
    [`+63${mobileNum}`],
  );
  return row?.n ?? 0;
};

describe('SMS codes follow the merchant flags', () => {
  it('R6.16 R6.18 R6.10 R6.11 no code goes out for a way of logging in, resetting or registering that is switched off', async () => {
    await setFlags(server, OFF);
    const owner = await createTestMember(server.deps.db);
    const mobile = phone();
    await server.deps.db.query(
      'UPDATE members SET country_dialing_code = $2, mobile_num = $3 WHERE id = $1',
      [owner.memberId, '63', mobile],
    );
    const refusals = [
      await send('/wps/verification/sms/noLogin', mobile),
      await send('/wps/verification/sms/noLogin', mobile, { purpose: 'reset' }),
      await send('/wps/verification/sms/register', phone()),
    ];
    for (const r of refusals) expect(r).toMatchObject({ status: 403, code: 'DISABLED' });
    expect(refusals.map((r) => r.message)).toEqual([
      'Login by SMS code is not available on this site',
      'Password reset by mobile number is not available on this site',
      'Registration with an SMS code is not available on this site',
    ]);
    expect(await sentTo(mobile)).toBe(0);

    // Each flag opens its own way, and only that one.
    await setFlags(server, { ...OFF, MOBILEVERCODELOGIN3: true });
    expect((await send('/wps/verification/sms/noLogin', mobile)).success).toBe(true);
    expect((await send('/wps/verification/sms/noLogin', mobile, { purpose: 'reset' })).code).toBe('DISABLED');
    await setFlags(server, { ...OFF, CHNGPASSVERIF3: true });
    expect((await send('/wps/verification/sms/noLogin', mobile, { purpose: 'reset' })).success).toBe(true);
    expect(await sentTo(mobile)).toBe(2);
    for (const flag of ['MOBILENUMREG3', 'REGMOBVERF3']) {
      await setFlags(server, { ...OFF, [flag]: true });
      expect((await send('/wps/verification/sms/register', phone())).success, flag).toBe(true);
    }
  });
});

describe('the SMS budget', () => {
  it('R8.12 a burst of 50 code requests spends a daily quota of 5 exactly: the rest hear "quota exceeded"', async () => {
    await setFlags(server, { ...OFF, MOBILENUMREG3: true });
    await setSetting(server, 'sms', { dailyQuota: 5 });
    try {
      const numbers = Array.from({ length: 50 }, () => phone());
      const answers = await Promise.all(numbers.map((n) => send('/wps/verification/sms/register', n)));
      expect(answers.filter((a) => a.success)).toHaveLength(5);
      const refused = answers.filter((a) => !a.success);
      for (const r of refused)
        expect(r).toMatchObject({ status: 429, code: 'LIMIT', value: { reason: 'sms-quota' } });
      expect(refused[0]?.message).toMatch(/^Quota exceeded/);
      const sent = await Promise.all(numbers.map(sentTo));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(5);
    } finally {
      await setSetting(server, 'sms', {});
    }
  });
});

describe('the affiliate check', () => {
  it('R4.11 answers invalid for every code while the affiliate feature is off', async () => {
    const agent = await createTestMember(server.deps.db, { isAgent: 1 });
    await server.deps.db.query("UPDATE members SET invite_code = 'AFF2718' WHERE id = $1", [agent.memberId]);
    const check = (code: string) =>
      api<{ valid: boolean }>(server, { method: 'GET', url: '/wps/agent/affiliate', body: { code } });
    await setFlags(server, { AFFILIATE3: true });
    expect((await check('AFF2718')).value.valid).toBe(true);
    expect((await check('NOPE000')).value.valid).toBe(false);
    await setFlags(server, { AFFILIATE3: false });
    expect((await check('AFF2718')).value.valid).toBe(false);
  });
});
