import type { LoginResult } from '../../atoms/auth';
import type { PopupParams } from '../../atoms/popup';

/**
 * A login that needs its second step (a new address, spec §2, §4) started in the header's
 * compact form carries on in the login popup at that step: the popup is opened with the
 * login's answer, and the password for a forced change that may follow. It lives only
 * while the popup is open.
 */
export interface ChallengeHandoff {
  result: LoginResult;
  password: string;
}

export function challengeParams(username: string, handoff: ChallengeHandoff): PopupParams {
  return { username, challenge: handoff };
}

export function challengeOf(params: PopupParams | undefined): ChallengeHandoff | null {
  const handoff = params?.challenge as Partial<ChallengeHandoff> | undefined;
  if (!handoff?.result?.challenge || typeof handoff.password !== 'string') return null;
  return { result: handoff.result, password: handoff.password };
}
