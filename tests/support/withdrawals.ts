import { randomInt } from 'node:crypto';
import { post } from '../../server/services/ledger/post-transaction';
import { api } from './accounts';
import type { TestMember } from './members';
import { clientKey, givePaymentPassword } from './money';
import type { TestServer } from './test-server';

/** The currency of a member's merchant. */
async function currencyOf(server: TestServer, member: TestMember): Promise<string> {
  const [row] = await server.deps.db.query<{ currency: string; code: string }>(
    'SELECT currency, code FROM merchants WHERE id = $1',
    [member.merchantId],
  );
  if (!row) throw new Error(`no merchant ${member.merchantId}`);
  return row.currency;
}

async function merchantCode(server: TestServer, member: TestMember): Promise<string> {
  const [row] = await server.deps.db.query<{ code: string }>('SELECT code FROM merchants WHERE id = $1', [
    member.merchantId,
  ]);
  return row?.code ?? 'aurora';
}

/**
 * A pending withdrawal of a member, asked for the way the portal asks: the member is funded
 * with `fundMinor`, binds a bank account (`accountNumber`, random by default) and withdraws
 * `amount` (major units as typed). Answers its reference.
 */
export async function requestWithdrawal(
  server: TestServer,
  member: TestMember,
  amount: string,
  opts: { fundMinor?: number; accountNumber?: string } = {},
): Promise<string> {
  const db = server.deps.db;
  const merchant = await merchantCode(server, member);
  if (opts.fundMinor !== 0)
    await post(db, await currencyOf(server, member), {
      merchantId: member.merchantId,
      kind: 'deposit',
      reference: 'test-funding',
      postings: [
        { account: { system: 'cashier' }, amount: -(opts.fundMinor ?? 1_000_00) },
        { account: { memberId: member.memberId, kind: 'main' }, amount: opts.fundMinor ?? 1_000_00 },
      ],
    });
  const password = await givePaymentPassword(db, member);
  const number = opts.accountNumber ?? `5${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
  // A member withdrawing to the same destination again uses the account already bound.
  const [bound] = await db.query<{ id: number }>(
    'SELECT id FROM payout_accounts WHERE member_id = $1 AND account_number = $2 AND removed_at IS NULL',
    [member.memberId, number],
  );
  const account = bound
    ? { success: true, message: '', value: { id: Number(bound.id) } }
    : await api<{ id: number }>(server, {
        method: 'POST',
        url: '/wps/v2/payout-accounts',
        token: member.token,
        merchant,
        body: {
          kind: 'bank',
          provider: 'Metro',
          holderName: 'Ann Lee',
          accountNumber: number,
          paymentPassword: password,
        },
      });
  if (!account.success) throw new Error(`binding failed: ${account.message}`);
  const made = await api<{ reference: string }>(server, {
    method: 'POST',
    url: '/wps/v2/withdrawals',
    token: member.token,
    merchant,
    body: {
      payoutAccountId: account.value.id,
      amount,
      paymentPassword: password,
      idempotencyKey: clientKey(),
    },
  });
  if (!made.success) throw new Error(`withdrawal failed: ${made.message}`);
  return made.value.reference;
}
