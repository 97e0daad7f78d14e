import { randomBytes } from 'node:crypto';
import { ApiError } from '../../domain/api-error';
import type { CallContext } from '../../domain/call-context';
import { enabledFlags } from '../../domain/merchant-flags';
import { memberById } from '../member/member-row';
import { postTransaction } from '../ledger/post-transaction';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit';
import { completeLogin, type LoginResultValue } from './login-result';

/** Demo credit of a trial account in minor units, unless the merchant sets `trialCredit`. */
export const DEFAULT_TRIAL_CREDIT = 200_000;
/** Hours a trial account lives. */
export const TRIAL_HOURS = 24;
const TRIALS_PER_IP_PER_HOUR = 10;

/**
 * Free trial (FREEPLAY3, spec §4): a trial account (isAgent 4) with demo credit
 * posted through the ledger from the merchant's `demo-source` account to the
 * member's `demo` account. It cannot deposit, withdraw or open the centres.
 */
export async function startFreeTrial(ctx: CallContext): Promise<LoginResultValue> {
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
  if (!enabledFlags(merchant).includes('FREEPLAY3'))
    throw new ApiError(403, 'DISABLED', 'Free trial is not available on this site');
  await enforceRateLimit(
    ctx.deps.limiter,
    `trial:${merchant.id}:${ctx.ip}`,
    { limit: TRIALS_PER_IP_PER_HOUR, windowMs: 3_600_000 },
    'Too many requests; please retry after 5 minutes',
  );
  const setting = merchant.settings.trialCredit;
  const credit =
    typeof setting === 'number' && Number.isInteger(setting) && setting > 0 ? setting : DEFAULT_TRIAL_CREDIT;
  return db.tx(async (q) => {
    const username = `trial${randomBytes(5).toString('hex')}`;
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO members (merchant_id, username, nickname, is_agent, register_method, expires_at)
       VALUES ($1, $2, $3, 4, 'TRIAL', now() + make_interval(hours => $4)) RETURNING id`,
      [merchant.id, username, `Guest ${username.slice(-4).toUpperCase()}`, TRIAL_HOURS],
    );
    const memberId = (row as { id: number }).id;
    await postTransaction(q, merchant.currency, {
      merchantId: merchant.id,
      kind: 'trial.credit',
      idempotencyKey: `trial-credit:${memberId}`,
      reference: `member:${memberId}`,
      postings: [
        { account: { system: 'demo-source' }, amount: -credit },
        { account: { memberId, kind: 'demo' }, amount: credit },
      ],
    });
    const member = await memberById(q, merchant.id, memberId);
    if (!member) throw new Error('trial member vanished');
    return completeLogin(q, merchant, member, {
      loginType: 'freeplay',
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      maxHours: TRIAL_HOURS,
    });
  });
}
