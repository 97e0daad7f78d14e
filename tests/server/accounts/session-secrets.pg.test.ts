import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpFor } from '../../../server/services/auth/login-challenge';
import { hashPassword } from '../../../server/services/auth/password-hash';
import { SESSION_PASSWORD_TRIES } from '../../../server/services/auth/session-password';
import { sealPayload } from '../../../src/api/seal-payload';
import { createTestMember, type TestMember } from '../../support/members';
import { processDatabase, type ProcessDatabase } from '../../support/process-database';
import { callProcess, startServerProcess, type ServerProcess } from '../../support/server-process';

/**
 * Two server processes on one PostgreSQL, as behind a load balancer: the login password
 * asked again in a session and the login's second step hold their five tries however a
 * burst is split between the processes.
 */
const PASSWORD = 'Login-pass-1';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
let database: ProcessDatabase;
let a: ServerProcess;
let b: ServerProcess;
let payloadKey: string;
let member: TestMember;
beforeAll(async () => {
  database = await processDatabase();
  ({ member, payloadKey } = await database.withDb(async (db) => {
    const m = await createTestMember(db);
    await db.query(
      'UPDATE members SET password_hash = $2, totp_enabled = true, totp_secret = $3 WHERE id = $1',
      [m.memberId, await hashPassword(PASSWORD), TOTP_SECRET],
    );
    // Known at another address, so a login from the test's address needs the second step.
    await db.query("INSERT INTO member_ips (merchant_id, member_id, ip) VALUES ($1, $2, '10.1.1.1')", [
      m.merchantId,
      m.memberId,
    ]);
    const [row] = await db.query<{ payload_key: string }>(
      "SELECT payload_key FROM merchants WHERE code = 'aurora'",
    );
    return { member: m, payloadKey: row?.payload_key ?? '' };
  }));
  [a, b] = await Promise.all([startServerProcess(database.env), startServerProcess(database.env)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.cleanup();
});

const codes = (answers: { body: { code: string } }[]) => answers.map((r) => r.body.code);

describe('secrets asked around a session, across two processes on one PostgreSQL', () => {
  it(`50 wrong login passwords at once in a session through both processes: ${SESSION_PASSWORD_TRIES} are checked, and the right one after them is refused`, async () => {
    const changeEmail = (s: ServerProcess, password: string) =>
      callProcess(s, '/wps/member/profile', {
        method: 'POST',
        token: member.token,
        body: { email: `new${member.memberId}@example.com`, password },
      });
    const answers = codes(
      await Promise.all(Array.from({ length: 50 }, (_, i) => changeEmail(i % 2 ? a : b, 'wrong-pass-1'))),
    );
    expect(answers.filter((c) => c === 'BAD_CREDENTIALS')).toHaveLength(SESSION_PASSWORD_TRIES);
    expect(answers.every((c) => ['BAD_CREDENTIALS', 'TOO_MANY_ATTEMPTS', 'BUSY'].includes(c))).toBe(true);
    const right = await Promise.all([changeEmail(a, PASSWORD), changeEmail(b, PASSWORD)]);
    expect(codes(right)).toEqual(['TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS']);
  });

  it('R4.38 50 wrong authenticator codes at once through both processes compare five; the right code after them is refused', async () => {
    const login = await callProcess(a, '/wps/session/login', {
      method: 'POST',
      body: sealPayload(payloadKey, { type: 'username', username: member.username, password: PASSWORD }),
    });
    const ticket = (login.body.value as { challenge?: { ticket: string } }).challenge?.ticket ?? '';
    expect(ticket).not.toBe('');
    const verify = (s: ServerProcess, code: string) =>
      callProcess(s, '/wps/session/login/verify', {
        method: 'POST',
        body: sealPayload(payloadKey, { ticket, method: 'totp', code }),
      });
    const right = totpFor(TOTP_SECRET).generate();
    const wrong = right === '000000' ? '000001' : '000000';
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => verify(i % 2 ? a : b, wrong)));
    expect(answers.some((r) => r.body.success)).toBe(false);
    expect(codes(answers).filter((c) => c === 'CODE_INVALID')).toHaveLength(5);
    const attempts = await database.withDb(async (db) => {
      const [row] = await db.query<{ attempts: number }>(
        'SELECT attempts FROM login_challenges WHERE ticket_hash = $1',
        [createHash('sha256').update(ticket).digest('hex')],
      );
      return row?.attempts;
    });
    expect(attempts).toBe(5);
    expect((await verify(b, totpFor(TOTP_SECRET).generate())).body.code).toBe('CODE_EXPIRED');
  });
});
