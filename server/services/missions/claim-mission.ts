import type { Static } from '@sinclair/typebox';
import type { claimMissionReward } from '../../../schemas/api/missions';
import type { Queryable } from '../../db/database';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import { pickText } from '../content/localized-text';
import { answerOnce, memberKey } from '../idempotency/first-answer';
import { balanceOf } from '../ledger/ledger-accounts';
import { postTransaction } from '../ledger/post-transaction';
import { refused } from '../rewards/reward-activities';
import { refuseTrial } from '../wallet/member-guard';
import { attachWagering } from '../wagering/attach-wagering';
import { loadMission, missionProgress, missionState, missionView } from './mission-rows';

type Input = Static<typeof claimMissionReward.request>;
type Answer = Static<typeof claimMissionReward.response>;

async function claimOf(q: Queryable, merchantId: number, missionId: number, memberId: number) {
  const [c] = await q.query<{ claim_key: string; tx_id: number; amount: number }>(
    'SELECT claim_key, tx_id, amount FROM mission_claims WHERE merchant_id = $1 AND mission_id = $2 AND member_id = $3',
    [merchantId, missionId, memberId],
  );
  return c;
}

/**
 * Claim a completed mission's prize into the main wallet, exactly once: the ledger key
 * is the member and mission, so racing claims meet at the ledger and only the first
 * credits; the others answer it (same submission key) or are refused as claimed.
 */
export async function claimMission(ctx: CallContext, member: SessionMember, input: Input): Promise<Answer> {
  refuseTrial(member);
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
  const language = input.language ?? 'EN';
  const m = await loadMission(db, merchant.id, input.missionId);
  const answerOf = async (q: Queryable, r: { txId: number; amount: number; replayed: boolean }) => {
    const progress = await missionProgress(q, merchant.id, member.memberId, m);
    return {
      transactionId: r.txId,
      amount: r.amount,
      balance: await balanceOf(q, merchant.id, { memberId: member.memberId, kind: 'main' }),
      replayed: r.replayed,
      mission: missionView(m, progress, true, language, new Date()),
    };
  };
  const call = {
    call: 'missions.claim',
    key: memberKey(member.memberId, input.idempotencyKey),
    keyField: 'idempotencyKey',
    request: { missionId: input.missionId },
  };
  return answerOnce(db, merchant.id, call, async (q): Promise<Answer> => {
    const answerClaim = (c: { claim_key: string; tx_id: number; amount: number }) => {
      if (c.claim_key !== input.idempotencyKey)
        throw refused('claimed', 'This mission prize was already claimed', 'missionId');
      return answerOf(q, { txId: Number(c.tx_id), amount: Number(c.amount), replayed: true });
    };
    const earlier = await claimOf(q, merchant.id, m.id, member.memberId);
    if (earlier) return answerClaim(earlier);
    const progress = await missionProgress(q, merchant.id, member.memberId, m);
    const state = missionState(m, progress, false, new Date());
    if (state !== 'claim') {
      const [reason, message] =
        state === 'closed'
          ? (['closed', 'This mission has closed'] as const)
          : state === 'coming'
            ? (['coming', 'This mission has not started yet'] as const)
            : (['not-claimable', 'This mission is not completed yet'] as const);
      throw refused(reason, message, 'missionId');
    }
    const amount = Number(m.reward);
    const tx = await postTransaction(q, merchant.currency, {
      merchantId: merchant.id,
      kind: 'bonus.mission',
      idempotencyKey: `mission-claim:${m.id}:${member.memberId}`,
      reference: `MS${m.id}-${member.memberId}`,
      memo: { title: pickText(m.title, language), mission: m.code, member: member.memberId },
      postings: [
        { account: { system: 'bonus' }, amount: -amount },
        { account: { memberId: member.memberId, kind: 'main' }, amount },
      ],
    });
    if (tx.replayed) {
      // A simultaneous claim credited it first: answer as that claim.
      const first = await claimOf(q, merchant.id, m.id, member.memberId);
      if (first) return answerClaim(first);
      throw refused('claimed', 'This mission prize was already claimed', 'missionId');
    }
    await attachWagering(q, merchant, {
      memberId: member.memberId,
      source: 'mission',
      title: m.title,
      bonusTxId: tx.id,
      bonus: amount,
    });
    await q.query(
      `INSERT INTO mission_claims (merchant_id, mission_id, member_id, amount, claim_key, tx_id) VALUES ($1, $2, $3, $4, $5, $6)`,
      [merchant.id, m.id, member.memberId, amount, input.idempotencyKey, tx.id],
    );
    return answerOf(q, { txId: tx.id, amount, replayed: false });
  });
}
