import type { Static } from '@sinclair/typebox';
import type { transferToDownline } from '../../../../schemas/api/agent-team';
import { REMARK_MAX_LENGTH } from '../../../../schemas/api/wallet-rules';
import { ApiError } from '../../../domain/api-error';
import type { SessionMember } from '../../../domain/session-member';
import type { CallContext } from '../../../domain/call-context';
import { verifyPaymentPassword } from '../../cashier/payment-password';
import { answerOnce, memberKey } from '../../idempotency/first-answer';
import { postTransaction } from '../../ledger/post-transaction';
import { refuseWhileWagering } from '../../wagering/wagering-guard';
import { parseAmountField, refuseOutsideLimits } from '../../wallet/parse-amount';
import { requireAgent } from '../agent-roles';
import { teamMember, type TeamMember } from '../team-scope';
import { downlineTransferLimits } from './transfer-limits';

type Input = Static<typeof transferToDownline.request>;
type Answer = Static<typeof transferToDownline.response>;

/**
 * Agents transfer to downline (spec §6 R6.9): the agent's main wallet to the main
 * wallet of a member of its own team (any depth), in one ledger transaction, after the
 * payment password. The call is answered once per idempotency key (first_answers): a
 * retry gets the first answer, the key with another request IDEMPOTENCY_MISMATCH.
 * A member outside the team is NOT_FOUND, more than the balance INSUFFICIENT_FUNDS.
 */
export async function sendToDownline(ctx: CallContext, agent: SessionMember, input: Input): Promise<Answer> {
  requireAgent(agent);
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
  const amount = parseAmountField(input.amount);
  const remark = input.remark?.trim() || undefined;
  if (remark && [...remark].length > REMARK_MAX_LENGTH)
    throw ApiError.validation('remark', `must be at most ${REMARK_MAX_LENGTH} characters`);
  const username = input.member.trim().toLowerCase();
  let member: TeamMember | undefined;
  return answerOnce(
    db,
    merchant.id,
    {
      call: 'agentTeam.transfer',
      key: memberKey(agent.memberId, input.idempotencyKey),
      keyField: 'idempotencyKey',
      request: { member: username, amount, remark: remark ?? null },
    },
    async (q) => {
      const to = member as TeamMember;
      const tx = await postTransaction(q, merchant.currency, {
        merchantId: merchant.id,
        kind: 'transfer.downline',
        idempotencyKey: `downline-transfer:${agent.memberId}:${input.idempotencyKey}`,
        reference: `downline:${to.id}`,
        memo: { from: agent.memberId, to: to.id, ...(remark ? { remark } : {}) },
        postings: [
          { account: { memberId: agent.memberId, kind: 'main' }, amount: -amount },
          { account: { memberId: to.id, kind: 'main' }, amount },
        ],
      });
      // The posting locked the agent's main wallet: a bonus credited meanwhile is visible now.
      if (!tx.replayed) await refuseWhileWagering(q, merchant.id, agent.memberId, 'transfer');
      const moved = tx.entries.filter((e) => e.amount > 0).reduce((s, e) => s + e.amount, 0);
      const mine = tx.entries.find((e) => 'memberId' in e.account && e.account.memberId === agent.memberId);
      return {
        transactionId: tx.id,
        amount: moved,
        balance: mine?.balanceAfter ?? 0,
        member: to.username,
        replayed: tx.replayed,
      };
    },
    {
      before: async () => {
        member = await teamMember(db, merchant.id, agent.memberId, { username }, { field: 'member' });
        if (member.status !== 'active')
          throw new ApiError(403, 'FORBIDDEN', 'This member’s account is not active', [
            { field: 'member', message: 'is not active' },
          ]);
        refuseOutsideLimits(amount, downlineTransferLimits(merchant), 'Transfers to a downline');
        await refuseWhileWagering(db, merchant.id, agent.memberId, 'transfer');
        await verifyPaymentPassword(ctx.deps, merchant, agent.memberId, input.paymentPassword.trim(), {
          replayKey: `agentTeam.transfer ${memberKey(agent.memberId, input.idempotencyKey)}`,
        });
      },
    },
  );
}
