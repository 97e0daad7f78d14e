import type { Database } from '../../server/db/database';
import { post } from '../../server/services/ledger/post-transaction';
import type { TestMember } from './members';

/** Credit a member's main wallet with a ledger transaction of `kind`, as settlement or a promotion would. */
export async function credit(
  db: Database,
  member: TestMember,
  kind: string,
  minor: number,
  memo: Record<string, unknown> = {},
) {
  const from =
    kind.startsWith('agent.') || kind.startsWith('contract.')
      ? 'agent-commission'
      : kind === 'deposit'
        ? 'cashier'
        : 'bonus';
  return post(db, 'USD', {
    merchantId: member.merchantId,
    kind,
    reference: `${kind.toUpperCase().replace(/\W/g, '')}${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    memo,
    postings: [
      { account: { system: from }, amount: -minor },
      { account: { memberId: member.memberId, kind: 'main' }, amount: minor },
    ],
  });
}
