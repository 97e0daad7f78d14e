import * as OTPAuth from 'otpauth';
import { OPERATOR_ROLES, type OperatorRole } from '../../../schemas/api/ops/ops-endpoint';
import type { Database } from '../../db/database';
import { hashPassword } from '../auth/password-hash';
import { totpFor } from '../auth/login-challenge';
import { recordAudit } from './operator-audit';

export interface NewOperator {
  username: string;
  role: OperatorRole;
  /** Null: platform-wide. */
  merchantId: number | null;
  password: string;
}

export const OPERATOR_NAME = /^[a-z][a-z0-9._-]{2,31}$/;
/** Operators guard every member's money: a longer password than members need. */
export const OPERATOR_PASSWORD_MIN = 12;

export function isOperatorRole(v: string): v is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(v);
}

/** What is wrong with a new operator's name or password, or undefined. */
export function newOperatorProblem(username: string, password: string): string | undefined {
  if (!OPERATOR_NAME.test(username))
    return 'a username is 3 to 32 lower-case letters, digits, dots, dashes or underscores, starting with a letter';
  if (password.length < OPERATOR_PASSWORD_MIN || password.length > 128)
    return `a password is ${OPERATOR_PASSWORD_MIN} to 128 characters`;
  return undefined;
}

/**
 * Create an operator with a fresh authenticator secret. Answers the secret and its otpauth://
 * URI once, to be put in the operator's app; the audit records who created whom.
 */
export async function createOperator(
  db: Database,
  input: NewOperator,
  by: { operatorId: number | null; actor: string; ip: string },
): Promise<{ id: number; totpSecret: string; totpUri: string } | undefined> {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const hash = await hashPassword(input.password);
  return db.tx(async (q) => {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO operators (username, role, merchant_id, password_hash, totp_secret)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (username) DO NOTHING RETURNING id`,
      [input.username, input.role, input.merchantId, hash, secret],
    );
    if (!row) return undefined;
    await recordAudit(q, {
      operatorId: by.operatorId,
      actor: by.actor,
      action: 'operator.create',
      merchantId: input.merchantId,
      target: `operator:${input.username}`,
      after: { username: input.username, role: input.role, merchantId: input.merchantId },
      ip: by.ip,
    });
    return {
      id: Number(row.id),
      totpSecret: secret,
      totpUri: totpFor(secret, input.username, 'Tessera back office').toString(),
    };
  });
}
