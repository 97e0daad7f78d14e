import type { Static } from '@sinclair/typebox';
import type { claimRewardActivity } from '../../../schemas/api/rewards';
import type { Queryable } from '../../db/database';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import { pickText } from '../content/localized-text';
import { answerOnce, memberKey } from '../idempotency/first-answer';
import { balanceOf } from '../ledger/ledger-accounts';
import { postTransaction } from '../ledger/post-transaction';
import { refuseTrial } from '../wallet/member-guard';
import { attachWagering } from '../wagering/attach-wagering';
import { loadActivity, loadEntry, refusalFor, refused } from './reward-activities';
import { activityState, activityView, progressOf } from './reward-rows';

type Input = Static<typeof claimRewardActivity.request>;
type Answer = Static<typeof claimRewardActivity.response>;

/**
 * Claim a prize into the member's main wallet (MCS2_claimRafflePromotion). The member's
 * entry row is locked, so simultaneous claims queue; the ledger key is the entry, so
 * however the calls race the prize is credited once. A repeat with the member's same
 * submission key answers the first claim; any other claim of a claimed prize is refused.
 */
export async function claimReward(ctx: CallContext, member: SessionMember, input: Input): Promise<Answer> {
  refuseTrial(member);
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
  const language = input.language ?? 'EN';
  const answerOf = async (q: Queryable, r: { txId: number; amount: number; replayed: boolean }) => {
    const a = await loadActivity(q, merchant.id, input.activityId);
    const e = await loadEntry(q, merchant.id, a.id, member.memberId);
    return {
      transactionId: r.txId,
      amount: r.amount,
      balance: await balanceOf(q, merchant.id, { memberId: member.memberId, kind: 'main' }),
      replayed: r.replayed,
      activity: activityView(a, e, 0, language, new Date()),
    };
  };
  const call = {
    call: 'rewards.claim',
    key: memberKey(member.memberId, input.idempotencyKey),
    keyField: 'idempotencyKey',
    request: { activityId: input.activityId },
  };
  return answerOnce(db, merchant.id, call, async (q): Promise<Answer> => {
    const a = await loadActivity(q, merchant.id, input.activityId);
    const now = new Date();
    let e = await loadEntry(q, merchant.id, a.id, member.memberId, true);
    if (!e && a.mode === 'gift' && activityState(a, undefined, 0, now) === 'claim') {
      // A gift has no entry until its first claim: make it, then take the row lock.
      await q.query(
        `INSERT INTO reward_entries (merchant_id, activity_id, member_id, status, amount) VALUES ($1, $2, $3, 'issued', $4)
         ON CONFLICT (merchant_id, activity_id, member_id) DO NOTHING`,
        [merchant.id, a.id, member.memberId, a.amount],
      );
      e = await loadEntry(q, merchant.id, a.id, member.memberId, true);
    }
    if (e?.status === 'claimed') {
      if (e.claim_key === input.idempotencyKey && e.claim_tx_id !== null)
        return answerOf(q, { txId: Number(e.claim_tx_id), amount: Number(e.amount), replayed: true });
      throw refused('claimed', 'This reward was already claimed');
    }
    const progress = await progressOf(q, merchant.id, member.memberId, a, e);
    const state = activityState(a, e, progress, now);
    if ((state !== 'claim' && state !== 'issued') || !e)
      throw refusalFor(state, ['not-claimable', 'This reward cannot be claimed']);
    const amount = Number(e.amount ?? a.amount);
    const tx = await postTransaction(q, merchant.currency, {
      merchantId: merchant.id,
      kind: 'bonus.reward',
      idempotencyKey: `reward-claim:${e.id}`,
      reference: `RW${e.id}`,
      memo: { title: pickText(a.title, language), activity: a.code, member: member.memberId },
      postings: [
        { account: { system: 'bonus' }, amount: -amount },
        { account: { memberId: member.memberId, kind: 'main' }, amount },
      ],
    });
    await attachWagering(q, merchant, {
      memberId: member.memberId,
      source: 'reward',
      title: a.title,
      bonusTxId: tx.id,
      bonus: amount,
    });
    await q.query(
      `UPDATE reward_entries SET status = 'claimed', amount = $2, claim_key = $3, claim_tx_id = $4, claimed_at = now()
        WHERE id = $1`,
      [e.id, amount, input.idempotencyKey, tx.id],
    );
    return answerOf(q, { txId: tx.id, amount, replayed: false });
  });
}
