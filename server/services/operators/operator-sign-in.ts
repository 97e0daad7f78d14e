import type { GuessLimiter, GuessRule, GuessTry } from '../guess-limit/guess-limit';
import { isLocked } from '../guess-limit/guess-limit';
import type { OperatorRole } from '../../../schemas/api/ops/ops-endpoint';
import type { Database } from '../../db/database';
import { one } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { verifyPassword } from '../auth/password-hash';
import { recordAudit } from './operator-audit';
import { createOperatorSession } from './operator-sessions';
import { spendOperatorTotp } from './operator-totp';

/** Wrong sign-ins of one operator account in a window; the fifth locks it until the window ends. */
export const OPERATOR_SIGN_IN_TRIES = 5;
const ACCOUNT_RULE: GuessRule = { limit: OPERATOR_SIGN_IN_TRIES, windowMs: 15 * 60_000 };
/** Wrong sign-ins from one address across accounts (someone walking a list of names). */
const ADDRESS_RULE: GuessRule = { limit: 30, windowMs: 15 * 60_000 };

export interface SignInInput {
  username: string;
  password: string;
  code: string;
}

export interface SignInWhere {
  ip: string;
  userAgent: string;
}

interface OperatorRow {
  id: number;
  username: string;
  role: OperatorRole;
  merchant_id: number | null;
  merchant_code: string | null;
  password_hash: string;
  totp_secret: string;
  status: string;
}

const wrong = () =>
  new ApiError(401, 'BAD_CREDENTIALS', 'The username, password or authenticator code is wrong');

function refusal(t: GuessTry): ApiError {
  if (!isLocked(t))
    return new ApiError(
      503,
      'BUSY',
      'Your sign-in is being checked; please try again in a moment',
      undefined,
      {
        retryAfterSeconds: 1,
      },
    );
  const minutes = Math.max(1, Math.ceil(t.retryAfterMs / 60_000));
  return new ApiError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Too many wrong sign-ins; please try again in ${minutes} minutes`,
    undefined,
    { retryAfterSeconds: Math.max(1, Math.ceil(t.retryAfterMs / 1000)) },
  );
}

/**
 * Sign an operator in with password and authenticator code together. The try is counted
 * before anything is compared (docs/decisions/guessing-limits.md): per account and per
 * address, so 50 tries sent together compare at most five passwords of one account. Which
 * part was wrong is never told. Every outcome is in the operator audit.
 */
export async function signInOperator(
  db: Database,
  guesses: GuessLimiter,
  input: SignInInput,
  where: SignInWhere,
): Promise<{ token: string; operator: OperatorRow }> {
  const username = input.username.trim().toLowerCase();
  const accountKey = `opsacct:${username}`;
  const addressKey = `opsip:${where.ip}`;
  const account = await guesses.reserve(accountKey, ACCOUNT_RULE);
  if (!account.allowed) {
    await audit(db, null, username, 'signIn.refused', where, { locked: isLocked(account) });
    throw refusal(account);
  }
  const address = await guesses.reserve(addressKey, ADDRESS_RULE);
  if (!address.allowed) {
    await guesses.release(accountKey);
    throw refusal(address);
  }
  let verdict: 'right' | 'wrong' | undefined;
  try {
    const op = await one<OperatorRow>(
      db,
      `SELECT o.id, o.username, o.role, o.merchant_id, m.code AS merchant_code, o.password_hash, o.totp_secret, o.status
         FROM operators o LEFT JOIN merchants m ON m.id = o.merchant_id WHERE o.username = $1`,
      [username],
    );
    // An unknown name costs a hash like a known one, so timing does not tell names apart.
    const passwordRight = await verifyPassword(input.password, op?.password_hash);
    const right =
      op !== undefined &&
      op.status === 'active' &&
      passwordRight &&
      (await spendOperatorTotp(db, Number(op.id), op.totp_secret, input.code));
    verdict = right ? 'right' : 'wrong';
    if (!right || !op) {
      await Promise.all([guesses.fail(accountKey, ACCOUNT_RULE), guesses.fail(addressKey, ADDRESS_RULE)]);
      await audit(db, op ? Number(op.id) : null, username, 'signIn.failed', where, {
        known: op !== undefined,
      });
      throw wrong();
    }
    await Promise.all([guesses.reset(accountKey), guesses.release(addressKey)]);
    const token = await db.tx(async (q) => {
      const s = await createOperatorSession(q, Number(op.id), where.ip, where.userAgent);
      await recordAudit(q, {
        operatorId: Number(op.id),
        actor: op.username,
        action: 'signIn',
        merchantId: op.merchant_id,
        target: `session:${s.sessionId}`,
        ip: where.ip,
        userAgent: where.userAgent,
      });
      return s.token;
    });
    return { token, operator: op };
  } finally {
    // A try that never reached a verdict (hashing pool busy, database down) is given back.
    if (verdict === undefined) await Promise.all([guesses.release(accountKey), guesses.release(addressKey)]);
  }
}

async function audit(
  db: Database,
  operatorId: number | null,
  username: string,
  action: string,
  where: SignInWhere,
  after: unknown,
) {
  await recordAudit(db, {
    operatorId,
    actor: username.slice(0, 64),
    action,
    after,
    ip: where.ip,
    userAgent: where.userAgent,
  });
}
