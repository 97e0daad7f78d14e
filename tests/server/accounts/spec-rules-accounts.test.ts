import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATTERN_FAMILIES } from '../../../schemas/api/pattern-families';
import { todayAt } from '../../../schemas/api/wallet-rules';
import { assignInitialPassword, rotateInitialPassword } from '../../../server/services/auth/initial-password';
import {
  api,
  loginByPassword,
  newUsername,
  registerByUsername,
  setFlags,
  setSetting,
  type LoginValue,
} from '../../support/accounts';
import { DEMO_PASSWORD } from '../../../server/seed/demo-accounts';
import { createTestMember, merchantId } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Session, member and validation rules of spec §3 to §9 as the platform keeps them:
 * what a login and the member info answer, who counts as logged in or on trial, the
 * pattern families, the minimum age, the username-registration switch and the agent
 * types with the merchant's initial password.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const memberInfo = (token?: string) =>
  api<Record<string, unknown>>(server, {
    method: 'GET',
    url: '/wps/member/info',
    ...(token ? { token } : {}),
  });

describe('sessions and member info', () => {
  it('R3.2 a login answers every session value: token, isAgent, cpw, merchantCode, nickname, username, customerId, toUpline, memberLabel', async () => {
    const reg = await registerByUsername(server);
    expect(reg.success).toBe(true);
    const login = await loginByPassword(server, reg.username, reg.password);
    expect(login.success).toBe(true);
    const v = login.value as LoginValue & Record<string, unknown>;
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(v).toMatchObject({
      isAgent: 0,
      cpw: false,
      merchantCode: 'aurora',
      nickname: reg.username,
      username: reg.username,
      toUpline: false,
      memberLabel: [],
    });
    const [row] = await server.deps.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [
      reg.username,
    ]);
    expect(v.customerId).toBe(Number(row?.id));
    // A downline of jade's demo agent may transfer up, and its session names jade.
    const down = await api<LoginValue & Record<string, unknown>>(server, {
      method: 'POST',
      url: '/wps/session/login',
      encrypted: true,
      merchant: 'jade',
      body: { type: 'username', username: 'demodown1', password: DEMO_PASSWORD },
    });
    expect(down.value).toMatchObject({
      merchantCode: 'jade',
      username: 'demodown1',
      isAgent: 0,
      toUpline: true,
    });
    expect(down.value.nickname).toMatch(/\S/);
    expect(down.value.memberLabel).toEqual([]);
  });

  it('R3.10 member info answers id, account, nickname, type, toUpline, clubLabel (labelName, rankLevel) and memberLabel', async () => {
    const agent = await createTestMember(server.deps.db, { isAgent: 2 });
    const m = await createTestMember(server.deps.db, { uplineId: agent.memberId, rankLevel: 5 });
    const info = await memberInfo(m.token);
    expect(info.success).toBe(true);
    expect(info.value).toMatchObject({
      id: m.memberId,
      account: m.username,
      nickname: m.username,
      type: 0,
      toUpline: true,
      clubLabel: { labelName: 'VIP 5', rankLevel: 5 },
      memberLabel: [],
      cpw: false,
    });
    const a = await memberInfo(agent.token);
    expect(a.value).toMatchObject({ id: agent.memberId, type: 2, toUpline: false });
    // With the merchant's initial password the info says a change is pending (the portal then keeps
    // the typed password in memory only, for the forced change).
    const reg = await registerByUsername(server);
    const aurora = await merchantId(server.deps.db);
    const initial = await rotateInitialPassword(server.deps.db, aurora);
    const [row] = await server.deps.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [
      reg.username,
    ]);
    await assignInitialPassword(server.deps.db, aurora, Number(row?.id));
    const forced = await loginByPassword(server, reg.username, initial);
    expect(forced.value.cpw).toBe(true);
    expect((await memberInfo(forced.value.token)).value).toMatchObject({ account: reg.username, cpw: true });
  });

  it('R4.1 no token is a visitor, a token a member until it ends; the free trial is agent type 4 and counts as a trial account', async () => {
    const visitor = await memberInfo();
    expect(visitor.status).toBe(401);
    const reg = await registerByUsername(server);
    expect((await memberInfo(reg.value.token)).success).toBe(true);
    await api(server, { method: 'DELETE', url: '/wps/session/logout', token: reg.value.token });
    expect((await memberInfo(reg.value.token)).status).toBe(401);

    const trial = await api<LoginValue>(server, {
      method: 'POST',
      url: '/wps/session/login/freeplay',
      body: { platform: 'W', os: 'Linux', encryption: true, version: 3 },
    });
    expect(trial.value.isAgent).toBe(4);
    expect((await memberInfo(trial.value.token)).value).toMatchObject({ type: 4 });
    // Type 4 is refused what needs a real account; a real member is not.
    const favourite = (token: string) =>
      api(server, {
        method: 'POST',
        url: '/wps/relay/MCSFE_addFavoriteGame',
        token,
        body: { nodeId: 1, vendor: 'TSR', gameType: 'RNG' },
      });
    expect((await favourite(trial.value.token)).code).toBe('TRIAL_ACCOUNT');
    const real = await createTestMember(server.deps.db);
    expect((await favourite(real.token)).code).not.toBe('TRIAL_ACCOUNT');
  });
});

describe('validation', () => {
  /** A value that passes and one that does not, for each pattern family of spec §5. */
  const CASES: Record<keyof typeof PATTERN_FAMILIES, [string[], string[]]> = {
    1: [['any thing, 漢字 & 123!'], []],
    2: [['abc123'], ['1abc', 'ab_c']],
    3: [['张三123'], ['张三abc']],
    4: [['a.b@mail.test'], ['a.b@mail', 'a b@mail.test']],
    5: [['abc123', 'ABC'], ['abc-123']],
    6: [['abc123'], ['abcdef', '123456']],
    7: [['123456'], ['12a456']],
    8: [['abC123'], ['abc123']],
    9: [['John Smith'], ['John3', 'Jöhn']],
    10: [['a-b_c!'], ['a b']],
    11: [['张三，李四。'], ['张三 abc']],
    12: [
      ['2024-01-31', '01-31-2024'],
      ['2024/01/31', '31-1-2024'],
    ],
    13: [['김철수'], ['김철수a']],
    14: [['สมชาย'], ['สมชายa']],
    15: [['สมชาย Smith'], ['Smith1']],
    16: [['Ab1!@#'], ['Ab1 !']],
  };

  it('R5.11 the platform checks each of the sixteen pattern families: any, letter-led, Chinese and digits, e-mail, alphanumeric, letters plus digits, digits, with an upper case, English and spaces, no spaces, Chinese and punctuation, dates, Korean, Thai, Thai or English, symbols', async () => {
    expect(Object.keys(PATTERN_FAMILIES)).toHaveLength(16);
    try {
      for (const [id, [good, bad]] of Object.entries(CASES)) {
        // The merchant names the family by id only; the platform fills in its pattern.
        await setSetting(server, 'registerRules', {
          qqNum: { enabled: true, required: true, patternId: Number(id), minLength: 1, maxLength: 40 },
        });
        for (const value of bad) {
          const res = await registerByUsername(server, { qqNum: value });
          expect(res.status, `family ${id} refuses ${value}`).toBe(400);
          expect(res.errors?.[0]?.field, `family ${id} refuses ${value}`).toBe('qqNum');
        }
        for (const value of good) {
          const res = await registerByUsername(server, { qqNum: value });
          expect(res.success, `family ${id} takes ${value}: ${res.message}`).toBe(true);
        }
      }
    } finally {
      await setSetting(server, 'registerRules', {});
    }
  });

  it('R5.19 the minimum age is 18: the registration agreement asks for 18, and a birthday under 18 years ago is refused; a site asking for more holds birthdays to its own age', async () => {
    const settings = await api<{ ageLimit: number }>(server, {
      method: 'GET',
      url: '/wps/system/setting/register',
    });
    expect(settings.value.ageLimit).toBe(18);
    const whitelabel = await api<{ ageLimit: number }>(server, {
      method: 'GET',
      url: '/wps/system/whitelabel',
    });
    expect(whitelabel.value.ageLimit).toBe(18);
    const [y, mo, d] = todayAt(0).split('-') as [string, string, string];
    // On 29 February the day 18 years ago is the 28th (that year has no 29th).
    const day = mo === '02' && d === '29' ? '28' : d;
    const yearsAgo = (n: number) => `${String(Number(y) - n).padStart(4, '0')}-${mo}-${day}`;
    const dayAfter = (date: string) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const birthday = async (value: string, merchant = 'aurora') => {
      const m = await createTestMember(server.deps.db, { merchant });
      return api(server, {
        method: 'POST',
        url: '/wps/member/profile',
        token: m.token,
        merchant,
        body: { birthday: value },
      });
    };
    const young = await birthday(dayAfter(yearsAgo(18)));
    expect(young.errors?.[0]).toMatchObject({ field: 'birthday' });
    expect(young.errors?.[0]?.message).toMatch(/at least 18/);
    expect((await birthday(yearsAgo(18))).success).toBe(true);
    expect((await birthday(dayAfter(yearsAgo(17)))).success).toBe(false);
    // A site that asks for more (jade's site.json: 21) holds its members' birthdays to it.
    const jade = await birthday(yearsAgo(20), 'jade');
    expect(jade.errors?.[0]).toMatchObject({ field: 'birthday' });
    expect(jade.errors?.[0]?.message).toMatch(/at least 21/);
    expect((await birthday(yearsAgo(21), 'jade')).success).toBe(true);
  });
});

describe('merchant switches and constants', () => {
  it('R6.13 USERNAMEREG3 switches registration by username: off, the platform refuses it and says so; on, it registers', async () => {
    try {
      await setFlags(server, { USERNAMEREG3: false });
      const flags = await api<{ flags: Record<string, boolean> }>(server, {
        method: 'GET',
        url: '/wps/system/whitelabel',
      });
      expect(flags.value.flags.USERNAMEREG3).toBe(false);
      const username = newUsername('off');
      const off = await registerByUsername(server, { username });
      expect(off).toMatchObject({ status: 403, code: 'DISABLED' });
      expect(off.message).toMatch(/username/i);
      const rows = await server.deps.db.query('SELECT 1 FROM members WHERE username = $1', [username]);
      expect(rows).toHaveLength(0);
    } finally {
      await setFlags(server, { USERNAMEREG3: true });
    }
    const flags = await api<{ flags: Record<string, boolean> }>(server, {
      method: 'GET',
      url: '/wps/system/whitelabel',
    });
    expect(flags.value.flags.USERNAMEREG3).toBe(true);
    expect((await registerByUsername(server)).success).toBe(true);
  });

  it("R9.3 agent types 1, 2, 41, 42 reach the agent area, players and trial type 4 do not; each merchant's own initial password forces a change", async () => {
    const agentArea = async (isAgent: number) => {
      const m = await createTestMember(server.deps.db, { isAgent });
      return (
        await api(server, {
          method: 'GET',
          url: '/wps/v2/agent/contracts',
          token: m.token,
          body: { kind: 'dividend' },
        })
      ).code;
    };
    for (const t of [1, 2, 41, 42]) expect(await agentArea(t), `type ${t}`).toBe('OK');
    for (const t of [0, 3, 4, 40, 43]) expect(await agentArea(t), `type ${t}`).toBe('NOT_AGENT');
    const trial = await api<LoginValue>(server, {
      method: 'POST',
      url: '/wps/session/login/freeplay',
      body: { platform: 'W', os: 'Linux', encryption: true, version: 3 },
    });
    expect(trial.value.isAgent).toBe(4);

    // Each merchant keeps its own initial password: aurora's does not open a jade account.
    const aurora = await merchantId(server.deps.db, 'aurora');
    const jade = await merchantId(server.deps.db, 'jade');
    const auroraInitial = await rotateInitialPassword(server.deps.db, aurora);
    const jadeInitial = await rotateInitialPassword(server.deps.db, jade);
    expect(jadeInitial).not.toBe(auroraInitial);
    const member = await createTestMember(server.deps.db, { merchant: 'jade' });
    await assignInitialPassword(server.deps.db, jade, member.memberId);
    const login = (password: string) =>
      api<LoginValue>(server, {
        method: 'POST',
        url: '/wps/session/login',
        encrypted: true,
        merchant: 'jade',
        body: { type: 'username', username: member.username, password },
      });
    expect((await login(auroraInitial)).success).toBe(false);
    const ok = await login(jadeInitial);
    expect(ok.success).toBe(true);
    expect(ok.value.cpw).toBe(true);
  });
});
