import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/services/auth/password-hash';
import { sealPayload } from '../../../src/api/seal-payload';
import { createTestMember } from '../../support/members';
import { processDatabase, type ProcessDatabase } from '../../support/process-database';
import { callProcess, startServerProcess, type ServerProcess } from '../../support/server-process';

/**
 * Two server processes on one PostgreSQL, as behind a load balancer: wrong SMS codes split
 * between them compare no more codes than through one, and the code they spent is spent on both.
 */
let database: ProcessDatabase;
let a: ServerProcess;
let b: ServerProcess;
let payloadKey: string;
let mobile: string;
beforeAll(async () => {
  database = await processDatabase();
  mobile = `9177${String(Date.now()).slice(-6)}`;
  payloadKey = await database.withDb(async (db) => {
    await db.query(
      `UPDATE merchants SET settings = jsonb_set(settings, '{flags}',
         COALESCE(settings->'flags', '{}'::jsonb) || '{"CHNGPASSVERIF3": true}'::jsonb)
        WHERE code = 'aurora'`,
    );
    const m = await createTestMember(db);
    await db.query(
      "UPDATE members SET mobile_num = $2, country_dialing_code = '63', password_hash = $3 WHERE id = $1",
      [m.memberId, mobile, await hashPassword('Login-pass-1')],
    );
    const [row] = await db.query<{ payload_key: string }>(
      "SELECT payload_key FROM merchants WHERE code = 'aurora'",
    );
    return row?.payload_key ?? '';
  });
  [a, b] = await Promise.all([startServerProcess(database.env), startServerProcess(database.env)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.cleanup();
});

const reset = (s: ServerProcess, code: string) =>
  callProcess(s, '/wps/member/password/verification', {
    method: 'POST',
    body: sealPayload(payloadKey, {
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: code,
      newPassword: 'Taken-over-1',
      confirmNewPassword: 'Taken-over-1',
    }),
  });

const codeRow = () =>
  database.withDb(async (db) => {
    const [row] = await db.query<{ attempts: number; used: boolean; body: string }>(
      `SELECT c.attempts, c.used_at IS NOT NULL AS used,
              (SELECT body FROM sms_outbox WHERE to_number = c.destination ORDER BY id DESC LIMIT 1) AS body
         FROM verification_codes c WHERE c.destination = $1 AND c.purpose = 'reset' ORDER BY c.id DESC LIMIT 1`,
      [`+63${mobile}`],
    );
    return row;
  });

describe('one-time codes across two processes on one PostgreSQL', () => {
  it('R9.14 50 wrong SMS reset codes at once through both processes compare five and spend the code; the right one after them changes nothing', async () => {
    const sent = await callProcess(a, '/wps/verification/sms/noLogin', {
      method: 'POST',
      body: { mobileNum: mobile, countryDialingCode: '63', purpose: 'reset' },
    });
    expect(sent.body.success).toBe(true);
    const right = /\b(\d{6})\b/.exec((await codeRow())?.body ?? '')?.[1] ?? '';
    expect(right).toMatch(/^\d{6}$/);
    const wrong = right === '000000' ? '000001' : '000000';

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => reset(i % 2 ? a : b, wrong)));
    expect(answers.some((r) => r.body.success)).toBe(false);
    // Four are told how many tries are left; the fifth wrong one spends the code.
    expect(answers.filter((r) => /\b(try|tries) left/.test(r.body.message))).toHaveLength(4);
    expect(await codeRow()).toMatchObject({ attempts: 5, used: true });

    const late = await Promise.all([reset(a, right), reset(b, right)]);
    expect(late.some((r) => r.body.success)).toBe(false);
  });
});
