import type { Static } from '@sinclair/typebox';
import type { bindPayoutAccount, PayoutAccount } from '../../../schemas/api/withdraw';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import { refuseTrial } from '../wallet/member-guard';
import { verifyPaymentPassword } from './payment-password';

type Account = Static<typeof PayoutAccount>;

/** Accounts one member may bind. */
export const MAX_PAYOUT_ACCOUNTS = 5;

export interface PayoutAccountRow {
  id: number;
  kind: Account['kind'];
  provider: string;
  holder_name: string;
  account_number: string;
}

const COLUMNS = 'id, kind, provider, holder_name, account_number';

/** All but the last four characters hidden: `•••• 4321`. */
export function maskNumber(n: string): string {
  const compact = n.replace(/\s+/g, '');
  return compact.length <= 4 ? compact : `•••• ${compact.slice(-4)}`;
}

export function toPayoutAccount(r: PayoutAccountRow): Account {
  return {
    id: r.id,
    kind: r.kind,
    provider: r.provider,
    holderName: r.holder_name,
    maskedNumber: maskNumber(r.account_number),
  };
}

export async function payoutAccounts(
  q: Queryable,
  merchantId: number,
  memberId: number,
): Promise<PayoutAccountRow[]> {
  return q.query<PayoutAccountRow>(
    `SELECT ${COLUMNS} FROM payout_accounts WHERE merchant_id = $1 AND member_id = $2 AND removed_at IS NULL ORDER BY id`,
    [merchantId, memberId],
  );
}

export async function payoutAccountById(
  q: Queryable,
  merchantId: number,
  memberId: number,
  id: number,
): Promise<PayoutAccountRow | undefined> {
  const rows = await q.query<PayoutAccountRow>(
    `SELECT ${COLUMNS} FROM payout_accounts WHERE merchant_id = $1 AND member_id = $2 AND id = $3`,
    [merchantId, memberId, id],
  );
  return rows[0];
}

const NUMBER_RULES: Record<Account['kind'], { pattern: RegExp; message: string }> = {
  bank: { pattern: /^\d{6,30}$/, message: 'must be 6 to 30 digits' },
  ewallet: { pattern: /^[A-Za-z0-9@._+-]{4,60}$/, message: 'must be 4 to 60 letters, digits or @._+-' },
  crypto: { pattern: /^[A-Za-z0-9]{20,100}$/, message: 'must be an address of 20 to 100 letters and digits' },
};

/**
 * Bind a destination for withdrawals; it needs the payment password. One held by another
 * member binds the same way (the answer must not tell that it exists elsewhere); operators
 * see it as shared when they pay (docs/decisions/guessing-limits.md).
 */
export async function bindAccount(
  ctx: CallContext,
  member: SessionMember,
  input: Static<typeof bindPayoutAccount.request>,
): Promise<Account> {
  refuseTrial(member);
  const { db } = ctx.deps;
  const provider = input.provider.trim();
  const holderName = input.holderName.trim().replace(/\s+/g, ' ');
  const number = input.accountNumber.trim().replace(input.kind === 'bank' ? /[\s-]/g : /\s/g, '');
  if (!provider) throw ApiError.validation('provider', 'is required');
  if (!/^[\p{L}\p{M} .'-]{2,60}$/u.test(holderName))
    throw ApiError.validation('holderName', 'must be a name of letters and spaces');
  const rule = NUMBER_RULES[input.kind];
  if (!rule.pattern.test(number)) throw ApiError.validation('accountNumber', rule.message);
  if ((await payoutAccounts(db, ctx.merchant.id, member.memberId)).length >= MAX_PAYOUT_ACCOUNTS)
    throw new ApiError(409, 'LIMIT', `At most ${MAX_PAYOUT_ACCOUNTS} accounts may be bound`);
  await verifyPaymentPassword(ctx.deps, ctx.merchant, member.memberId, input.paymentPassword.trim());
  try {
    const [row] = await db.query<PayoutAccountRow>(
      `INSERT INTO payout_accounts (merchant_id, member_id, kind, provider, holder_name, account_number)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [ctx.merchant.id, member.memberId, input.kind, provider, holderName, number],
    );
    return toPayoutAccount(row as PayoutAccountRow);
  } catch (err) {
    if ((err as { code?: string }).code === '23505')
      throw ApiError.conflict('You have already bound this account', 'accountNumber');
    throw err;
  }
}
