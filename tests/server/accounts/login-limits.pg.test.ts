import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealPayload } from '../../../src/api/seal-payload';
import { hashPassword } from '../../../server/services/auth/password-hash';
import { CAPTCHA_AFTER_FAILURES } from '../../../server/services/auth/login-throttle';
import { createTestMember } from '../../support/members';
import { processDatabase, type ProcessDatabase } from '../../support/process-database';
import { callProcess, startServerProcess, type ServerProcess } from '../../support/server-process';

/**
 * Two server processes on one PostgreSQL, as behind a load balancer: a burst of wrong
 * passwords split between them reaches the password check no more often than through one.
 */
let database: ProcessDatabase;
let a: ServerProcess;
let b: ServerProcess;
let username: string;
let payloadKey: string;
beforeAll(async () => {
  database = await processDatabase();
  ({ username, payloadKey } = await database.withDb(async (db) => {
    const m = await createTestMember(db);
    await db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [
      m.memberId,
      await hashPassword('Right-password1'),
    ]);
    const [row] = await db.query<{ payload_key: string }>(
      "SELECT payload_key FROM merchants WHERE code = 'aurora'",
    );
    return { username: m.username, payloadKey: row?.payload_key ?? '' };
  }));
  [a, b] = await Promise.all([startServerProcess(database.env), startServerProcess(database.env)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.cleanup();
});

const login = (s: ServerProcess, password: string) =>
  callProcess(s, '/wps/session/login', {
    method: 'POST',
    body: sealPayload(payloadKey, { type: 'username', username, password }),
  });

describe('login guessing limits across two processes on one PostgreSQL', () => {
  it(`R4.6 50 wrong passwords at once through both processes: ${CAPTCHA_AFTER_FAILURES} reach the check; the right one after them needs a captcha`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(i % 2 ? a : b, 'wrong-password1')),
    );
    const codes = answers.map((r) => r.body.code);
    expect(codes.filter((c) => c === 'BAD_CREDENTIALS')).toHaveLength(CAPTCHA_AFTER_FAILURES);
    expect(codes.filter((c) => c === 'CAPTCHA_REQUIRED')).toHaveLength(50 - CAPTCHA_AFTER_FAILURES);
    const right = await Promise.all([login(a, 'Right-password1'), login(b, 'Right-password1')]);
    expect(right.map((r) => r.body.code)).toEqual(['CAPTCHA_REQUIRED', 'CAPTCHA_REQUIRED']);
  });
});
