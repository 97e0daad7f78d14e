import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '../../schemas/api/ops/ops-endpoint';
import { totpFor } from '../../server/services/auth/login-challenge';
import { createOperator } from '../../server/services/operators/create-operator';
import type { Database } from '../../server/db/database';
import type { TestServer } from './test-server';

export interface TestOperator {
  username: string;
  password: string;
  secret: string;
  role: OperatorRole;
}

/** The back office's host in tests (the default of ADMIN_HOST). */
export const ADMIN_HOST = 'admin.localhost';

/** An operator made the way `npm run ops -- operator create` makes one. */
export async function createTestOperator(
  db: Database,
  role: OperatorRole,
  merchant?: string,
): Promise<TestOperator> {
  const username = `op${role.replace('-', '')}${randomBytes(3).toString('hex')}`;
  const password = `Operator-pass-${randomBytes(4).toString('hex')}`;
  let merchantId: number | null = null;
  if (merchant) {
    const [m] = await db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [merchant]);
    merchantId = m?.id ?? null;
  }
  const made = await createOperator(
    db,
    { username, role, merchantId, password },
    { operatorId: null, actor: 'test', ip: 'test' },
  );
  if (!made) throw new Error(`operator ${username} exists`);
  return { username, password, secret: made.totpSecret, role };
}

/** A back office call on the back office host. */
export function opsCall(
  server: TestServer,
  method: 'GET' | 'POST',
  url: string,
  opts: { token?: string; body?: unknown; query?: Record<string, string>; host?: string } = {},
) {
  return server.call({
    method,
    url,
    ...(opts.token ? { token: opts.token } : {}),
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    ...(opts.query ? { query: opts.query } : {}),
    headers: { host: opts.host ?? ADMIN_HOST, 'x-module': 'back-office' },
  });
}

/** The error code of a back office answer (`BAD_CREDENTIALS`, `TOO_MANY_ATTEMPTS`...). */
export const codeOfAnswer = (res: { json(): unknown }) => (res.json() as { code: string }).code;

/** The authenticator code of now. */
export const codeOf = (op: TestOperator) => totpFor(op.secret).generate();

/**
 * Sign an operator in and answer the token. Each authenticator step signs in once, so a
 * test that signs one operator in again forgets the step it spent first.
 */
export async function signInOperator(server: TestServer, op: TestOperator): Promise<string> {
  await server.deps.db.query('UPDATE operators SET totp_last_step = 0 WHERE username = $1', [op.username]);
  const res = await opsCall(server, 'POST', '/ops/session/sign-in', {
    body: { username: op.username, password: op.password, code: codeOf(op) },
  });
  const body = res.json() as { success: boolean; message: string; value: { token: string } };
  if (!body.success) throw new Error(`sign-in of ${op.username} failed: ${body.message}`);
  return body.value.token;
}
