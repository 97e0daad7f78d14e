import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CallError } from '../../api/call-error';

/** What an operator reads when a back office call failed, by the platform's code. */
export function callProblem(err: unknown): MessageDescriptor {
  const code = err instanceof CallError ? err.code : '';
  switch (code) {
    case 'BAD_CREDENTIALS':
      return msg`The username, password or authenticator code is wrong.`;
    case 'TOO_MANY_ATTEMPTS':
      return msg`Too many wrong sign-ins: this account is locked for a while. Try again later.`;
    case 'BUSY':
      return msg`The server is busy. Try again in a moment.`;
    case 'FORBIDDEN':
      return msg`Your role may not do this.`;
    case 'NOT_FOUND':
      return msg`Not found, or not yours to see.`;
    case 'UNAUTHENTICATED':
    case 'SESSION_EXPIRED':
      return msg`Your session has ended. Please sign in again.`;
    case 'NETWORK':
    case 'TIMEOUT':
      return msg`The platform cannot be reached. Check the connection and try again.`;
    default:
      return msg`Something went wrong. Try again.`;
  }
}

/**
 * The form field a refused call names, when it is one of `fields`: the platform names the
 * value it refused (`title.CN`, `/endsAt`, `points`...), and the form shows the refusal on the
 * field that holds it, keyed by the top-level name.
 */
export function refusedField(
  err: unknown,
  fields: readonly string[],
): { field: string; text: string } | undefined {
  const first = err instanceof CallError ? err.errors[0] : undefined;
  const field = first?.field.replace(/^\//, '').split(/[./]/)[0] ?? '';
  return first && fields.includes(field) ? { field, text: `${first.field}: ${first.message}` } : undefined;
}
