import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LimitRefusal } from '@schemas/api/protection-rules';
import { limitRefusalText } from './protection-words';
import { roleErrorText } from './role-errors';

/** What a framed game asks the portal to explain: a refused call of the game's own API. */
export interface FrameFailure {
  code: string;
  value: unknown;
}

function isLimitRefusal(v: unknown): v is LimitRefusal {
  const r = v as Partial<LimitRefusal> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.kind === 'string' &&
    typeof r.period === 'string' &&
    typeof r.limit === 'number' &&
    typeof r.resetsAt === 'string'
  );
}

/**
 * A house game's refused call in the member's language, from the same catalogs as the
 * portal's other errors (a spin refused by a play limit names the limit and when it resets).
 * Undefined when the portal has no words of its own for it: the game keeps its message.
 */
export function frameFailureText(f: FrameFailure): string | undefined {
  switch (f.code) {
    case 'PLAYER_LIMIT':
      return isLimitRefusal(f.value) ? limitRefusalText(f.value) : undefined;
    case 'INSUFFICIENT_FUNDS':
      return i18n._(msg`Not enough balance for this stake.`);
    case 'SESSION_EXPIRED':
    case 'UNAUTHENTICATED':
      return i18n._(msg`This game session has ended. Launch the game again from the lobby.`);
    default:
      return roleErrorText(f.code);
  }
}
