import type { Static } from '@sinclair/typebox';
import type { walletTransfer } from '../../../schemas/api/vendor-wallets';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import { answerOnce, memberKey } from '../idempotency/first-answer';
import type { MemberAccountKind, Posting, PostedTransaction } from '../ledger/ledger-types';
import { findRepeat, postTransaction } from '../ledger/post-transaction';
import { requireMemberArea } from '../agents/agent-roles';
import { refuseTrial } from './member-guard';
import { parseAmountField } from './parse-amount';
import { vendorWallets, walletKind } from './vendor-wallets';
import { refuseWhenPlayWouldPass } from '../protection/count-play';

type TransferInput = Static<typeof walletTransfer.request>;
type TransferResult = Static<typeof walletTransfer.response>;

/** The ledger idempotency key of a member's transfer submission (scoped to the member). */
export function transferKey(memberId: number, clientKey: string): string {
  return `wallet-transfer:${memberId}:${clientKey}`;
}

/**
 * Move money between the member's own wallets as one ledger transaction. Only the
 * caller's wallets can be named (codes, never member ids), and only wallets of this
 * merchant's vendors, so no input reaches another member's or merchant's money.
 */
export async function transferBetweenWallets(
  ctx: CallContext,
  member: SessionMember,
  input: TransferInput,
): Promise<TransferResult> {
  refuseTrial(member);
  requireMemberArea(member);
  const db = ctx.deps.db;
  const merchant = ctx.merchant;
  const key = transferKey(member.memberId, input.idempotencyKey);

  const known = new Set((await vendorWallets(db, merchant)).map((w) => w.code));
  if (known.size === 0)
    throw ApiError.forbidden('This site has a single wallet; no transfers are needed', 'DISABLED');
  const plan = input.mode === 'recall' ? undefined : checkPair(input, known);

  const posting = {
    merchantId: merchant.id,
    kind: 'transfer.wallet',
    idempotencyKey: key,
    reference: `member:${member.memberId}`,
    // A repeat is the same request when the member's request is (not the amounts "all" read).
    fingerprint: plan ? { mode: input.mode, ...plan } : { mode: 'recall' },
    memo: {
      mode: input.mode,
      from: input.mode === 'recall' ? 'vendors' : input.from,
      to: input.mode === 'recall' ? 'main' : input.to,
    },
  };
  const request = plan ? { mode: input.mode, ...plan } : { mode: 'recall' };
  return answerOnce(
    db,
    merchant.id,
    {
      call: 'wallet.transfer',
      key: memberKey(member.memberId, input.idempotencyKey),
      keyField: 'idempotencyKey',
      request,
    },
    async (q) => {
      const amount = plan?.amount;
      if (plan && amount !== undefined) {
        await refuseIntoGameWallet(q, merchant.id, member.memberId, plan, amount);
        return answer(
          await postTransaction(q, merchant.currency, {
            ...posting,
            postings: pairPostings(member.memberId, { ...plan, amount }),
          }),
        );
      }
      // "All" and "recall" move what is there now: the balances are read under the wallets' locks.
      const wallets = await lockWallets(q, merchant.id, member.memberId);
      let postings: Posting[];
      try {
        postings = plan
          ? pairPostings(member.memberId, { ...plan, amount: wallets.get(walletKind(plan.from)) ?? 0 })
          : recallPostings(member.memberId, wallets);
      } catch (err) {
        // Emptied by this very submit, made before its first answer was kept: answer it rather than "empty".
        const repeat = await findRepeat(q, { ...posting, postings: [] });
        if (repeat) return answer(repeat);
        throw err;
      }
      if (plan)
        await refuseIntoGameWallet(
          q,
          merchant.id,
          member.memberId,
          plan,
          wallets.get(walletKind(plan.from)) ?? 0,
        );
      // A ledger key used before is answered (same request) or refused (IDEMPOTENCY_MISMATCH) by the ledger.
      return answer(await postTransaction(q, merchant.currency, { ...posting, postings }));
    },
  );
}

/**
 * Money going into a game wallet is money to play with: refused when it is more than the
 * member's wager and loss limits leave (docs/player-protection.md). Going back to main is free.
 */
async function refuseIntoGameWallet(
  q: Queryable,
  merchantId: number,
  memberId: number,
  pair: Pair,
  amount: number,
) {
  if (pair.to === 'main' || amount <= 0) return;
  await refuseWhenPlayWouldPass(q, { merchantId, memberId, amount });
}

interface Pair {
  from: string;
  to: string;
  /** Minor units; undefined moves the whole balance of `from`. */
  amount?: number;
}

/** The wallets and amount of a pair transfer, checked before anything is locked. */
function checkPair(input: TransferInput, known: ReadonlySet<string>): Pair {
  const from = input.from;
  const to = input.to;
  if (!from) throw ApiError.validation('from', 'is required');
  if (!to) throw ApiError.validation('to', 'is required');
  for (const [field, code] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (code !== 'main' && !known.has(code)) throw ApiError.validation(field, 'is not one of your wallets');
  }
  if (from === to) throw ApiError.validation('to', 'must differ from the wallet the money comes from');
  if (from !== 'main' && to !== 'main')
    throw ApiError.validation('to', 'transfers go between the main wallet and a vendor wallet');
  if (input.mode === 'amount') return { from, to, amount: parseAmountField(input.amount) };
  if (input.amount !== undefined) throw ApiError.validation('amount', 'is not used when moving everything');
  return { from, to };
}

/** The member's wallet balances by kind, in minor units. */
type Wallets = ReadonlyMap<MemberAccountKind, number>;

/** Lock the member's main and vendor wallets (in id order) and read their balances. */
async function lockWallets(q: Queryable, merchantId: number, memberId: number): Promise<Wallets> {
  const rows = await q.query<{ kind: MemberAccountKind; balance: number }>(
    `SELECT kind, balance FROM ledger_accounts
      WHERE merchant_id = $1 AND member_id = $2 AND (kind = 'main' OR kind LIKE 'vendor:%')
      ORDER BY id FOR UPDATE`,
    [merchantId, memberId],
  );
  return new Map(rows.map((r) => [r.kind, Number(r.balance)]));
}

function pairPostings(memberId: number, pair: Required<Pair>): Posting[] {
  if (pair.amount <= 0)
    throw new ApiError(409, 'INSUFFICIENT_FUNDS', 'That wallet is empty', [
      { field: 'from', message: 'is empty' },
    ]);
  return [
    { account: { memberId, kind: walletKind(pair.from) }, amount: -pair.amount },
    { account: { memberId, kind: walletKind(pair.to) }, amount: pair.amount },
  ];
}

function recallPostings(memberId: number, wallets: Wallets): Posting[] {
  const postings: Posting[] = [];
  let total = 0;
  for (const [kind, balance] of [...wallets].sort(([a], [b]) => a.localeCompare(b))) {
    if (!kind.startsWith('vendor:') || balance <= 0) continue;
    postings.push({ account: { memberId, kind: kind as `vendor:${string}` }, amount: -balance });
    total += balance;
  }
  if (total === 0)
    throw new ApiError(409, 'INSUFFICIENT_FUNDS', 'Your vendor wallets are empty', [
      { field: 'from', message: 'is empty' },
    ]);
  postings.push({ account: { memberId, kind: 'main' }, amount: total });
  return postings;
}

/** The transfer's answer: the wallets' balances as the transfer left them (its entries carry them). */
function answer(tx: PostedTransaction): TransferResult {
  const codeOf = (kind: string) => (kind === 'main' ? 'main' : kind.slice('vendor:'.length));
  return {
    transactionId: tx.id,
    amount: tx.entries.filter((e) => e.amount > 0).reduce((s, e) => s + e.amount, 0),
    replayed: tx.replayed,
    balances: tx.entries.flatMap((e) =>
      'memberId' in e.account ? [{ code: codeOf(e.account.kind), balance: e.balanceAfter }] : [],
    ),
  };
}
