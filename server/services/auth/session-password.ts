import { ApiError } from '../../domain/api-error';
import type { CallContext } from '../../domain/call-context';
import { isLocked } from '../guess-limit/guess-limit';
import { verifyPassword } from './password-hash';

/** Wrong login passwords a session may send (to every call that asks for it) in one window. */
export const SESSION_PASSWORD_TRIES = 5;
export const SESSION_PASSWORD_WINDOW_MINUTES = 15;
const RULE = { limit: SESSION_PASSWORD_TRIES, windowMs: SESSION_PASSWORD_WINDOW_MINUTES * 60_000 };

/**
 * The login password asked again inside a session (password change, first payment
 * password, e-mail change, switching two-factor login off): one count per member shared
 * by all those calls, taken before the check (docs/decisions/guessing-limits.md), so a
 * stolen session cannot guess the password faster than five tries per window.
 * Throws BAD_CREDENTIALS naming the field when wrong; 429 TOO_MANY_ATTEMPTS once five wrong
 * ones used the window up; 503 BUSY (no lock) when only checks still under way fill it.
 */
export async function checkSessionPassword(
  ctx: CallContext,
  memberId: number,
  password: string,
  hash: string,
  wrong: { field: string; message: string; fieldMessage?: string },
): Promise<void> {
  const { field, message } = wrong;
  const key = `pwcheck:${ctx.merchant.id}:${memberId}`;
  const t = await ctx.deps.guesses.reserve(key, RULE);
  if (!t.allowed) {
    // Only wrong passwords lock; tries refused because others are still being checked come back.
    if (!isLocked(t))
      throw new ApiError(
        503,
        'BUSY',
        'Your password is being checked for another request; please try again in a moment',
        undefined,
        { retryAfterSeconds: 1 },
      );
    const minutes = Math.max(1, Math.ceil(t.retryAfterMs / 60_000));
    throw new ApiError(
      429,
      'TOO_MANY_ATTEMPTS',
      `Too many wrong passwords; please try again in ${minutes} minutes`,
      [{ field, message: 'too many wrong tries' }],
      { retryAfterSeconds: Math.ceil(t.retryAfterMs / 1000) },
    );
  }
  let ok: boolean;
  try {
    ok = await verifyPassword(password, hash);
  } catch (err) {
    await ctx.deps.guesses.release(key);
    throw err;
  }
  if (ok) return ctx.deps.guesses.release(key);
  await ctx.deps.guesses.fail(key, RULE);
  throw new ApiError(400, 'BAD_CREDENTIALS', message, [{ field, message: wrong.fieldMessage ?? message }]);
}
