import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_SIGN_IN_TRIES } from '../../../server/services/operators/operator-sign-in';
import { codeOf, codeOfAnswer, createTestOperator, opsCall } from '../../support/operators';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * An operator's sign-in tries are counted before the password is checked, in one statement,
 * so tries that arrive together cannot slip past the limit (docs/decisions/back-office.md).
 * On its own, apart from operator-access.test.ts, so that PostgreSQL's many connections race
 * it too without repeating that file's role table.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('operator sign-in under a burst', () => {
  it(`50 wrong sign-ins of one operator at once check ${OPERATOR_SIGN_IN_TRIES}; the right one after them is refused`, async () => {
    const op = await createTestOperator(server.deps.db, 'finance');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        opsCall(server, 'POST', '/ops/session/sign-in', {
          body: { username: op.username, password: 'wrong-password-1', code: '123456' },
        }),
      ),
    );
    const codes = answers.map(codeOfAnswer);
    expect(codes.filter((c) => c === 'BAD_CREDENTIALS')).toHaveLength(OPERATOR_SIGN_IN_TRIES);
    expect(codes.every((c) => ['BAD_CREDENTIALS', 'TOO_MANY_ATTEMPTS', 'BUSY'].includes(c))).toBe(true);
    const right = await opsCall(server, 'POST', '/ops/session/sign-in', {
      body: { username: op.username, password: op.password, code: codeOf(op) },
    });
    expect(right.statusCode).toBe(429);
    expect(codeOfAnswer(right)).toBe('TOO_MANY_ATTEMPTS');
    const [failed] = await server.deps.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operator_audit WHERE actor = $1 AND action = 'signIn.failed'",
      [op.username],
    );
    expect(failed?.n).toBe(OPERATOR_SIGN_IN_TRIES);
  });
});
