import type { Static } from '@sinclair/typebox';
import type { ForfeitRefusal, forfeitBonus as forfeitEndpoint } from '../../../schemas/api/wagering';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import { pickText } from '../content/localized-text';
import { answerOnce, memberKey } from '../idempotency/first-answer';
import { balanceOf, memberBalances } from '../ledger/ledger-accounts';
import { postTransaction } from '../ledger/post-transaction';
import { refuseTrial } from '../wallet/member-guard';
import { currentChain, lockWager, wagerWithProgress } from './wager-rows';
import { wagerView } from './wagering-overview';

type Input = Static<typeof forfeitEndpoint.request>;
type Answer = Static<typeof forfeitEndpoint.response>;

function refused(reason: ForfeitRefusal, message: string): ApiError {
  return new ApiError(409, 'CONFLICT', message, [{ field: 'wagerId', message }], { reason });
}

/**
 * The member gives an active bonus up: the bonus goes back from the main wallet to the
 * merchant's bonus account (all of it, or what is left when less remains in the wallets)
 * and the requirement ends, so withdrawals are open again once no other one is active.
 *
 * The requirement's row is locked first, then the ledger posting locks the wallets:
 * bets never lock requirements, and withdrawals lock the wallet before only reading
 * them, so no order of these can deadlock. The ledger key is the requirement, and the
 * member's submission key is kept on it: a retry answers the first forfeit (its first
 * answer, kept with the submission key: server/services/idempotency).
 */
export async function forfeitBonus(ctx: CallContext, member: SessionMember, input: Input): Promise<Answer> {
  refuseTrial(member);
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
  const language = input.language ?? 'EN';
  const answerOf = async (q: Queryable, r: { txId: number | null; amount: number; replayed: boolean }) => {
    const wager = await wagerWithProgress(q, merchant.id, member.memberId, input.wagerId);
    if (!wager) throw ApiError.notFound('Bonus');
    return {
      ...(r.txId !== null ? { transactionId: r.txId } : {}),
      amount: r.amount,
      balance: await balanceOf(q, merchant.id, { memberId: member.memberId, kind: 'main' }),
      replayed: r.replayed,
      wager: wagerView(wager, language),
    };
  };
  const call = {
    call: 'rewards.forfeit',
    key: memberKey(member.memberId, input.idempotencyKey),
    keyField: 'idempotencyKey',
    request: { wagerId: input.wagerId },
  };
  return answerOnce(db, merchant.id, call, async (q): Promise<Answer> => {
    const row = await lockWager(q, merchant.id, member.memberId, input.wagerId);
    if (!row) throw ApiError.notFound('Bonus');
    if (row.status === 'forfeited') {
      if (row.forfeit_key !== input.idempotencyKey)
        throw refused('forfeited', 'This bonus was already forfeited');
      return answerOf(q, { txId: row.forfeit_tx_id, amount: row.forfeited_amount ?? 0, replayed: true });
    }
    const progress = (await currentChain(q, merchant.id, member.memberId)).find((w) => w.id === row.id);
    if (!progress || progress.state !== 'active')
      throw refused('met', 'This bonus is fully wagered: its money is yours to keep');
    const balances = await memberBalances(q, merchant.id, member.memberId);
    const main = balances.get('main') ?? 0;
    let inGames = 0;
    for (const [kind, balance] of balances) if (kind.startsWith('vendor:')) inGames += balance;
    // What is left of the bonus anywhere in the member's wallets is taken back from main.
    const amount = Math.min(row.bonus, main + inGames);
    if (amount > main)
      throw refused(
        'recall',
        'Move the money in your game wallets back to the main wallet first, then forfeit',
      );
    let txId: number | null = null;
    if (amount > 0) {
      const tx = await postTransaction(q, merchant.currency, {
        merchantId: merchant.id,
        kind: 'bonus.forfeit',
        idempotencyKey: `bonus-forfeit:${row.id}`,
        reference: `BF${row.id}`,
        memo: { title: pickText(row.title, language), wager: row.id, member: member.memberId },
        postings: [
          { account: { memberId: member.memberId, kind: 'main' }, amount: -amount },
          { account: { system: 'bonus' }, amount },
        ],
      });
      txId = tx.id;
    }
    await q.query(
      `UPDATE bonus_wagers SET status = 'forfeited', forfeit_key = $2, forfeit_tx_id = $3, forfeited_amount = $4,
              forfeited_wagered = $5, forfeited_at = clock_timestamp()
        WHERE id = $1`,
      [row.id, input.idempotencyKey, txId, amount, progress.wagered],
    );
    return answerOf(q, { txId, amount, replayed: false });
  });
}
