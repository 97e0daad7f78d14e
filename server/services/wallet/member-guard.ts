import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';

/** Trial (isAgent 4) accounts play with demo credit only: every real-money action is refused. */
export function refuseTrial(member: SessionMember): void {
  if (member.isAgent === 4)
    throw new ApiError(403, 'TRIAL_ACCOUNT', 'in_need_true_account: please register a real account first');
}
