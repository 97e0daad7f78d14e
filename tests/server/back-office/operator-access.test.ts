import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorRole } from '../../../schemas/api/ops/ops-endpoint';
import { opsContract } from '../../../schemas/api/ops/ops-contract';
import { runOps } from '../../../server/ops/commands';
import { totpFor } from '../../../server/services/auth/login-challenge';
import { ADJUSTMENT_APPROVAL_ABOVE } from '../../../schemas/api/ops/adjustment-rules';
import { requestAdjustment } from '../../../server/services/operators/balance-adjustments';
import { payWithdrawal } from '../../../server/services/operators/withdrawal-queue';
import { pngOf } from '../../support/banner-pictures';
import { fundMember } from '../../support/fund-member';
import { clientKey } from '../../support/money';
import { createTestMember } from '../../support/members';
import {
  codeOf,
  codeOfAnswer,
  createTestOperator,
  opsCall,
  signInOperator,
  type TestOperator,
} from '../../support/operators';
import { startTestServer, type TestServer } from '../../support/test-server';
import { servedSite } from '../../../server/services/site/served-site';
import { requestDeposit } from '../../support/deposits';
import { createActivity } from '../../support/rewards';
import { requestWithdrawal } from '../../support/withdrawals';

/**
 * The back office's operator identity and its one guard (docs/decisions/back-office.md):
 * sign-in with password and authenticator code, counted before checking; sessions that end
 * when idle and can be revoked; roles checked for every call; an operator of one merchant
 * never sees another's members; everything in the append-only audit. PGlite and PostgreSQL.
 */
let server: TestServer;
const tokens = new Map<OperatorRole, string>();
const operators = new Map<OperatorRole, TestOperator>();
beforeAll(async () => {
  server = await startTestServer();
  for (const role of OPERATOR_ROLES) {
    const op = await createTestOperator(server.deps.db, role);
    operators.set(role, op);
    tokens.set(role, await signInOperator(server, op));
  }
});
afterAll(() => server.close());

/** A valid input of each back office call, so only the guard can refuse it. */
async function inputOf(id: string): Promise<{ body?: unknown; query?: Record<string, string> }> {
  const member = await createTestMember(server.deps.db);
  const inputs: Record<string, { body?: unknown; query?: Record<string, string> }> = {
    'backOffice.signOut': { body: {} },
    'backOffice.me': {},
    'backOffice.sessions': {},
    'backOffice.revokeSession': { body: { id: 999_999 } },
    'backOffice.memberSearch': { query: { query: member.username } },
    'backOffice.memberDetail': { query: { id: String(member.memberId) } },
    'backOffice.memberActivity': { query: { id: String(member.memberId), part: 'logins' } },
    'backOffice.withdrawals': { query: { status: 'open' } },
    'backOffice.deposits': { query: { status: 'pending' } },
    'backOffice.audit': { query: { action: 'signIn' } },
    'backOffice.feedback': { query: { status: 'new' } },
    'backOffice.dailyReport': { query: { from: '2026-11-01', to: '2026-11-02', utcOffset: '0' } },
    'backOffice.dailyReportCsv': { query: { from: '2026-11-01', to: '2026-11-02', utcOffset: '0' } },
    'backOffice.memberLock': { body: { id: member.memberId, reason: 'Checked by phone' } },
    'backOffice.memberEndSessions': { body: { id: member.memberId } },
    'backOffice.memberMessage': { body: { id: member.memberId, title: 'Hello', body: 'A note' } },
    'backOffice.memberResetPassword': { body: { id: member.memberId, reason: 'Lost it' } },
    'backOffice.memberLabels': { body: { id: member.memberId, labels: ['VIP'] } },
    'backOffice.adjustmentRequest': {
      body: {
        memberId: member.memberId,
        direction: 'credit',
        amount: '5',
        reason: 'Goodwill',
        clientKey: clientKey(),
      },
    },
    'backOffice.adjustments': { query: { status: 'pending' } },
    'backOffice.rewardEntries': { query: { status: 'waiting' } },
    'backOffice.pointRedemptions': { query: { status: 'process' } },
    'backOffice.pointItems': { query: { merchant: 'aurora' } },
    'backOffice.notices': { query: { type: 'B' } },
    'backOffice.noticePost': {
      body: {
        merchant: 'aurora',
        type: 'B',
        title: { EN: 'Tonight' },
        content: { EN: '<p>Maintenance</p>' },
      },
    },
    'backOffice.banners': { query: { merchant: 'aurora', group: 'w_home' } },
    'backOffice.bannerImage': { body: { merchant: 'aurora', data: pngOf(400, 125).toString('base64') } },
    'backOffice.chatMessages': {},
    'backOffice.chatMute': { body: { memberId: member.memberId, minutes: 5 } },
    // The studio's calls on the repository's whitelabels: texts that fail the checks, and a
    // rollback to the version served already, so nothing is written.
    'backOffice.siteSource': { query: { merchant: 'aurora' } },
    'backOffice.siteCheck': { body: { merchant: 'aurora', text: '{}' } },
    'backOffice.sitePublish': { body: { merchant: 'aurora', text: '{}', baseVersionId: null } },
    'backOffice.siteHistory': { query: { merchant: 'aurora' } },
    'backOffice.sitePreview': { body: { merchant: 'aurora', text: '{}' } },
  };
  if (id === 'backOffice.siteRollback') {
    const aurora = await server.deps.merchants.forCode('aurora');
    if (!aurora) throw new Error('no aurora');
    const served = await servedSite(server.deps, aurora);
    const newest = served.ok ? served.version.id : 0;
    inputs[id] = { body: { merchant: 'aurora', versionId: newest, baseVersionId: newest } };
  }
  // A fresh adjustment waiting for approval, asked for by the ops CLI, so any allowed role may decide it.
  if (id === 'backOffice.adjustmentApprove' || id === 'backOffice.adjustmentReject') {
    const cli = { operatorId: null, actor: 'ops-cli', ip: 'cli', scope: null, source: 'ops:test' };
    const a = await requestAdjustment(server.deps.db, cli, {
      memberId: member.memberId,
      amount: ADJUSTMENT_APPROVAL_ABOVE + 1,
      reason: 'Jackpot paid by hand',
      clientKey: clientKey(),
    });
    inputs[id] = { body: id === 'backOffice.adjustmentApprove' ? { id: a.id } : { id: a.id, reason: 'No' } };
  }
  // An aurora home banner, edited as it is, shown, or kept in its order.
  if (
    id === 'backOffice.bannerSave' ||
    id === 'backOffice.bannerVisibility' ||
    id === 'backOffice.bannerOrder'
  ) {
    const home = await server.deps.db.query<{ id: string; url: string }>(
      `SELECT b.id, b.url FROM banners b JOIN merchants m ON m.id = b.merchant_id
        WHERE m.code = 'aurora' AND b.group_name = 'w_home' ORDER BY b.sort_order, b.id`,
    );
    const first = home[0] as { id: string; url: string };
    inputs[id] = {
      body:
        id === 'backOffice.bannerSave'
          ? {
              merchant: 'aurora',
              id: Number(first.id),
              group: 'w_home',
              image: first.url,
              title: { EN: 'Home' },
              linkType: 'none',
            }
          : id === 'backOffice.bannerVisibility'
            ? { id: Number(first.id), hidden: false }
            : { merchant: 'aurora', group: 'w_home', ids: home.map((b) => Number(b.id)) },
    };
  }
  // A fresh member for each protection action, so every allowed role has one to act on: lifting
  // needs an indefinite self-exclusion that has held 7 days.
  if (id === 'backOffice.memberExclusionLift') {
    const excluded = await createTestMember(server.deps.db);
    await server.deps.db.query(
      `INSERT INTO protection_exclusions (merchant_id, member_id, kind, period, starts_at)
       VALUES ($1, $2, 'self-exclusion', 'indefinite', protection_now() - interval '8 days')`,
      [excluded.merchantId, excluded.memberId],
    );
    inputs[id] = { body: { id: excluded.memberId, reason: 'Asked by phone' } };
  }
  if (id === 'backOffice.memberBreakPlace') {
    const fresh = await createTestMember(server.deps.db);
    inputs[id] = { body: { id: fresh.memberId, kind: 'time-out', period: '24h', reason: 'Risk finding' } };
  }
  if (id === 'backOffice.memberLimitLower') {
    const fresh = await createTestMember(server.deps.db);
    inputs[id] = {
      body: { id: fresh.memberId, kind: 'deposit', period: 'day', amount: '100', reason: 'Asked by phone' },
    };
  }
  // Only a locked member can be unlocked.
  if (id === 'backOffice.memberUnlock') {
    await server.deps.db.query("UPDATE members SET status = 'locked' WHERE id = $1", [member.memberId]);
    inputs[id] = { body: { id: member.memberId, reason: 'Cleared' } };
  }
  // A fresh open withdrawal for each money call, so every allowed role has one to act on.
  if (id === 'backOffice.withdrawalPay' || id === 'backOffice.withdrawalReject') {
    const reference = await requestWithdrawal(server, member, '60');
    inputs[id] = {
      body: id === 'backOffice.withdrawalPay' ? { reference } : { reference, reason: 'Checked by phone' },
    };
  }
  // A payment sent (by the ops CLI) towards a fresh withdrawal, for each way of settling it.
  if (id === 'backOffice.withdrawalForceReceipt' || id === 'backOffice.withdrawalCancelPayment') {
    const reference = await requestWithdrawal(server, member, '60');
    const merchant = (await server.deps.merchants.all()).find((m) => m.id === member.merchantId);
    if (!merchant) throw new Error('no merchant');
    const cli = { operatorId: null, actor: 'ops-cli', ip: 'cli', sentBy: 'ops:test' };
    const { payment } = await payWithdrawal(server.deps.db, merchant, reference, cli);
    inputs[id] = { body: { reference, paymentId: Number(payment.id) } };
  }
  // A fresh application to a fresh activity for each promotion decision.
  if (id === 'backOffice.rewardIssue' || id === 'backOffice.rewardReject') {
    const activity = await createActivity(server.deps.db, member.merchantId, { mode: 'apply' });
    const [entry] = await server.deps.db.query<{ id: number }>(
      `INSERT INTO reward_entries (merchant_id, activity_id, member_id, status)
       VALUES ($1, $2, $3, 'applying') RETURNING id`,
      [member.merchantId, activity, member.memberId],
    );
    inputs[id] = {
      body:
        id === 'backOffice.rewardIssue' ? { id: Number(entry?.id) } : { id: Number(entry?.id), reason: 'No' },
    };
  }
  // A redemption in process for each point-mall decision.
  if (id === 'backOffice.pointApprove' || id === 'backOffice.pointReject') {
    const [item] = await server.deps.db.query<{ id: number }>(
      `INSERT INTO point_rewards (merchant_id, code, type, name, points, amount, stock, max_quantity)
       VALUES ($1, $2, 'physical', '{"EN":"Mug"}', 100, 0, NULL, 5) RETURNING id`,
      [member.merchantId, `test-${clientKey()}`],
    );
    const [r] = await server.deps.db.query<{ id: number }>(
      `INSERT INTO point_redemptions (merchant_id, member_id, reward_id, type, name, quantity, unit_points, points,
         amount, status, address, idempotency_key)
       VALUES ($1, $2, $3, 'physical', '{"EN":"Mug"}', 1, 100, 100, 0, 'process', '1 Main Street', $4) RETURNING id`,
      [member.merchantId, member.memberId, item?.id, clientKey()],
    );
    inputs[id] = {
      body:
        id === 'backOffice.pointApprove' ? { id: Number(r?.id) } : { id: Number(r?.id), reason: 'Sold out' },
    };
  }
  // An aurora point-mall item, saved as it is or left on sale.
  if (id === 'backOffice.pointItemSave' || id === 'backOffice.pointItemSale') {
    const [item] = await server.deps.db.query<{ id: number }>(
      `INSERT INTO point_rewards (merchant_id, code, type, name, points, amount, stock, max_quantity)
       VALUES ($1, $2, 'physical', '{"EN":"Mug"}', 100, 0, NULL, 5) RETURNING id`,
      [member.merchantId, `test-${clientKey()}`],
    );
    const itemId = Number(item?.id);
    inputs[id] = {
      body:
        id === 'backOffice.pointItemSave'
          ? {
              merchant: 'aurora',
              id: itemId,
              type: 'physical',
              name: { EN: 'Mug' },
              points: 100,
              stock: null,
              stockWas: null,
              maxQuantity: 5,
            }
          : { id: itemId, onSale: true },
    };
  }
  // And a fresh pending deposit for each deposit decision.
  if (id === 'backOffice.depositApprove' || id === 'backOffice.depositReject') {
    const reference = await requestDeposit(server, member, '60');
    inputs[id] = {
      body: id === 'backOffice.depositApprove' ? { reference } : { reference, reason: 'No transfer arrived' },
    };
  }
  // And a fresh member's feedback for each answer or close.
  if (id === 'backOffice.feedbackReply' || id === 'backOffice.feedbackClose') {
    const [f] = await server.deps.db.query<{ id: number }>(
      `INSERT INTO feedback (merchant_id, member_id, question_type, content)
       VALUES ($1, $2, 'complaint', 'The lobby is slow every evening') RETURNING id`,
      [member.merchantId, member.memberId],
    );
    inputs[id] = {
      body:
        id === 'backOffice.feedbackReply'
          ? { id: Number(f?.id), text: 'We are on it' }
          : { id: Number(f?.id) },
    };
  }
  // A fresh notice for each hide, and a fresh chat message for each chat hide.
  if (id === 'backOffice.noticeHide') {
    const [n] = await server.deps.db.query<{ id: number }>(
      `INSERT INTO announcements (merchant_id, type, title, content)
       VALUES ($1, 'B', '{"EN": "Old news"}', '{"EN": "x"}') RETURNING id`,
      [member.merchantId],
    );
    inputs[id] = { body: { id: Number(n?.id) } };
  }
  if (id === 'backOffice.chatHide') {
    const [c] = await server.deps.db.query<{ id: number }>(
      `INSERT INTO chat_messages (merchant_id, member_id, client_id, nickname, body)
       VALUES ($1, $2, 'access-test', 'n', 'Buy cheap coins') RETURNING id`,
      [member.merchantId, member.memberId],
    );
    inputs[id] = { body: { id: Number(c?.id) } };
  }
  const input = inputs[id];
  if (!input) throw new Error(`no test input for ${id}: add one`);
  return input;
}

describe('operator identity', () => {
  it('the first owner is made by `npm run ops -- operator create`, and signs in with password and authenticator code', async () => {
    const made = await runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, [
      'operator',
      'create',
      'firstowner',
      '--role',
      'owner',
      '--password',
      'Owner-password-1',
    ]);
    expect(made.ok).toBe(true);
    const secret = /authenticator: ([A-Z2-7]+)/.exec(made.output)?.[1] ?? '';
    expect(secret).not.toBe('');
    const signIn = (code: string) =>
      opsCall(server, 'POST', '/ops/session/sign-in', {
        body: { username: 'FirstOwner', password: 'Owner-password-1', code },
      });
    const res = await signIn(totpFor(secret).generate());
    expect(res.statusCode).toBe(200);
    const { token, operator } = res.json().value as { token: string; operator: unknown };
    expect(operator).toMatchObject({ username: 'firstowner', role: 'owner', merchant: null });
    const me = await opsCall(server, 'GET', '/ops/session/me', { token });
    expect(me.json().value).toMatchObject({ operator: { role: 'owner' }, idleMinutes: 15 });
    // The same code again is refused: each authenticator step signs in once.
    expect(codeOfAnswer(await signIn(totpFor(secret).generate()))).toBe('BAD_CREDENTIALS');
    const again = await runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, [
      'operator',
      'create',
      'firstowner',
      '--role',
      'owner',
    ]);
    expect(again).toMatchObject({ ok: false, exitCode: 2 });
  });

  it('a right password without the right authenticator code is refused, without telling which part was wrong', async () => {
    const op = await createTestOperator(server.deps.db, 'support');
    const right = codeOf(op);
    const wrongCode = right === '000000' ? '000001' : '000000';
    const res = await opsCall(server, 'POST', '/ops/session/sign-in', {
      body: { username: op.username, password: op.password, code: wrongCode },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'BAD_CREDENTIALS',
      message: 'The username, password or authenticator code is wrong',
    });
    const wrongPassword = await opsCall(server, 'POST', '/ops/session/sign-in', {
      body: { username: op.username, password: 'not-the-password', code: right },
    });
    expect(wrongPassword.json().message).toBe(res.json().message);
  });

  it('a session idle longer than the idle timeout has ended', async () => {
    const op = await createTestOperator(server.deps.db, 'read-only');
    const token = await signInOperator(server, op);
    expect((await opsCall(server, 'GET', '/ops/session/me', { token })).statusCode).toBe(200);
    await server.deps.db.query(
      "UPDATE operator_sessions SET last_seen_at = now() - interval '16 minutes' WHERE operator_id = (SELECT id FROM operators WHERE username = $1)",
      [op.username],
    );
    const idle = await opsCall(server, 'GET', '/ops/session/me', { token });
    expect(idle.statusCode).toBe(401);
    expect(codeOfAnswer(idle)).toBe('SESSION_EXPIRED');
  });

  it('an operator lists its sessions and revokes another one; the revoked one is signed out', async () => {
    const op = await createTestOperator(server.deps.db, 'support');
    const first = await signInOperator(server, op);
    const second = await signInOperator(server, op);
    const list = await opsCall(server, 'GET', '/ops/session/list', { token: second });
    const items = list.json().value.items as { id: number; current: boolean }[];
    expect(items).toHaveLength(2);
    const other = items.find((s) => !s.current);
    expect(other).toBeDefined();
    // Someone else's session is not one's own to end.
    const stranger = await opsCall(server, 'POST', '/ops/session/revoke', {
      token: tokens.get('owner') ?? '',
      body: { id: other?.id },
    });
    expect(stranger.json().value).toEqual({ revoked: false });
    const revoke = await opsCall(server, 'POST', '/ops/session/revoke', {
      token: second,
      body: { id: other?.id },
    });
    expect(revoke.json().value).toEqual({ revoked: true });
    expect(codeOfAnswer(await opsCall(server, 'GET', '/ops/session/me', { token: first }))).toBe(
      'SESSION_EXPIRED',
    );
    expect((await opsCall(server, 'GET', '/ops/session/me', { token: second })).statusCode).toBe(200);
    await opsCall(server, 'POST', '/ops/session/sign-out', { token: second, body: {} });
    expect((await opsCall(server, 'GET', '/ops/session/me', { token: second })).statusCode).toBe(401);
  });

  it('the back office answers on its own host only, never on a merchant domain', async () => {
    const token = tokens.get('owner') ?? '';
    for (const host of ['aurora.localhost', 'lumen.localhost', 'localhost']) {
      const res = await opsCall(server, 'GET', '/ops/session/me', { token, host });
      expect(res.statusCode, host).toBe(404);
    }
    const signIn = await opsCall(server, 'POST', '/ops/session/sign-in', {
      host: 'aurora.localhost',
      body: { username: 'x', password: 'y', code: '1' },
    });
    expect(signIn.statusCode).toBe(404);
  });
});

describe('roles, checked by the server for every call', () => {
  for (const endpoint of opsContract.filter((e) => e.token)) {
    it(`${endpoint.id}: allowed to ${endpoint.roles.join(', ')}; every other role is refused`, async () => {
      for (const role of OPERATOR_ROLES) {
        // Signing out ends the session: each role signs in afresh for it.
        const token =
          endpoint.id === 'backOffice.signOut'
            ? await signInOperator(server, operators.get(role) as TestOperator)
            : (tokens.get(role) ?? '');
        const input = await inputOf(endpoint.id);
        const res = await opsCall(server, endpoint.method as 'GET' | 'POST', endpoint.path, {
          token,
          ...input,
        });
        if (endpoint.roles.includes(role)) expect(res.statusCode, `${role} ${res.body}`).toBe(200);
        else {
          expect(res.statusCode, role).toBe(403);
          expect(res.json().message).toBe(`Your role (${role}) may not do this`);
        }
      }
    });
  }

  it('a support operator calling a call it may not is written to the audit', async () => {
    const token = tokens.get('content') ?? '';
    await opsCall(server, 'GET', '/ops/members/search', { token, query: { query: 'player' } });
    const [row] = await server.deps.db.query<{ action: string; target: string }>(
      "SELECT action, target FROM operator_audit WHERE actor = $1 AND action = 'denied' ORDER BY id DESC LIMIT 1",
      [operators.get('content')?.username],
    );
    expect(row).toEqual({ action: 'denied', target: 'backOffice.memberSearch' });
  });

  it('calls without a session, or with a made-up one, are refused', async () => {
    expect((await opsCall(server, 'GET', '/ops/members/search', { query: { query: 'ab' } })).statusCode).toBe(
      401,
    );
    const forged = await opsCall(server, 'GET', '/ops/session/me', { token: 'A'.repeat(43) });
    expect(forged.statusCode).toBe(401);
    // A member's session is no operator's.
    const member = await createTestMember(server.deps.db);
    expect((await opsCall(server, 'GET', '/ops/session/me', { token: member.token })).statusCode).toBe(401);
  });
});

describe("an operator of one merchant sees that merchant's members only", () => {
  let auroraSupport: string;
  beforeAll(async () => {
    auroraSupport = await signInOperator(
      server,
      await createTestOperator(server.deps.db, 'support', 'aurora'),
    );
  });

  it("reading another merchant's member is refused as not found; its own is shown and audited", async () => {
    const theirs = await createTestMember(server.deps.db, { merchant: 'lumen' });
    const res = await opsCall(server, 'GET', '/ops/members/detail', {
      token: auroraSupport,
      query: { id: String(theirs.memberId) },
    });
    expect(res.statusCode).toBe(404);
    const ours = await createTestMember(server.deps.db, { merchant: 'aurora' });
    const mine = await opsCall(server, 'GET', '/ops/members/detail', {
      token: auroraSupport,
      query: { id: String(ours.memberId) },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().value.member).toMatchObject({ username: ours.username, merchant: 'aurora' });
    const [audit] = await server.deps.db.query<{ action: string }>(
      "SELECT action FROM operator_audit WHERE target = $1 AND action = 'member.view'",
      [`member:${ours.memberId}`],
    );
    expect(audit?.action).toBe('member.view');
    // A platform-wide operator reads either.
    const owner = tokens.get('owner') ?? '';
    const wide = await opsCall(server, 'GET', '/ops/members/detail', {
      token: owner,
      query: { id: String(theirs.memberId) },
    });
    expect(wide.json().value.member.merchant).toBe('lumen');
  });

  it('searching names only its own merchant: another is refused, and no search reaches past it', async () => {
    const theirs = await createTestMember(server.deps.db, { merchant: 'lumen', username: 'scopedlumen1' });
    await createTestMember(server.deps.db, { merchant: 'aurora', username: 'scopedaurora1' });
    const other = await opsCall(server, 'GET', '/ops/members/search', {
      token: auroraSupport,
      query: { query: 'scoped', merchant: 'lumen' },
    });
    expect(other.statusCode).toBe(403);
    const mine = await opsCall(server, 'GET', '/ops/members/search', {
      token: auroraSupport,
      query: { query: 'scoped' },
    });
    const names = (mine.json().value.items as { username: string }[]).map((m) => m.username);
    expect(names).toContain('scopedaurora1');
    expect(names).not.toContain(theirs.username);
  });
});

describe('member search and page', () => {
  it('finds a member by username, mobile number or e-mail; % and _ are plain text', async () => {
    const m = await createTestMember(server.deps.db, { username: 'findme77' });
    await server.deps.db.query(
      "UPDATE members SET country_dialing_code = '63', mobile_num = '9171237788', email = 'find.me77@mail.test' WHERE id = $1",
      [m.memberId],
    );
    const token = tokens.get('support') ?? '';
    for (const query of ['findme77', 'FINDME', '9171237788', '+63 917 123 7788', 'find.me77@mail']) {
      const res = await opsCall(server, 'GET', '/ops/members/search', { token, query: { query } });
      const items = res.json().value.items as { id: number; phone: string }[];
      expect(
        items.map((i) => i.id),
        query,
      ).toContain(m.memberId);
    }
    const wild = await opsCall(server, 'GET', '/ops/members/search', { token, query: { query: '%%' } });
    expect(wild.json().value.items).toEqual([]);
    const short = await opsCall(server, 'GET', '/ops/members/search', { token, query: { query: 'a' } });
    expect(short.statusCode).toBe(400);
  });

  it('the member page shows balances and the latest ledger lines', async () => {
    const m = await createTestMember(server.deps.db);
    await fundMember(server.deps.db, m, 12_345);
    const res = await opsCall(server, 'GET', '/ops/members/detail', {
      token: tokens.get('finance') ?? '',
      query: { id: String(m.memberId) },
    });
    const value = res.json().value as {
      balances: { kind: string; balance: number }[];
      ledger: { amount: number; account: string }[];
    };
    expect(value.balances).toContainEqual({ kind: 'main', balance: 12_345 });
    expect(value.ledger[0]).toMatchObject({ amount: 12_345, account: 'main' });
  });
});

describe('the operator audit', () => {
  it('is append-only: lines cannot be changed or removed', async () => {
    await expect(server.deps.db.query("UPDATE operator_audit SET actor = 'someone'")).rejects.toThrow(
      /append-only/,
    );
    await expect(server.deps.db.query('DELETE FROM operator_audit')).rejects.toThrow(/append-only/);
  });
});
