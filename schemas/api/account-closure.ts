import { Type } from '@sinclair/typebox';
import { CLOSURE_NOTE_MAX, CLOSURE_REASONS, type ClosureReason } from './account-closure-rules';
import { defineEndpoint } from './endpoint';

export const closeAccount = defineEndpoint({
  id: 'member.close',
  method: 'POST',
  path: '/wps/v2/member/close',
  token: true,
  encrypted: true,
  summary:
    'Close the account with a reason, the login password confirming it: every session ends at once and logins are refused (403 ACCOUNT_CLOSED). Money left stays the member’s; customer service pays it out (docs/decisions/account-closure.md).',
  request: Type.Object(
    {
      /** The login password. */
      password: Type.String({ minLength: 1, maxLength: 128 }),
      reason: Type.Unsafe<ClosureReason>({
        type: 'string',
        enum: [...CLOSURE_REASONS],
        description:
          'not-playing, too-much-time, too-much-money, other-site, privacy or other (other needs a note).',
      }),
      /** The member's own words; required with `other`. */
      note: Type.Optional(Type.String({ maxLength: CLOSURE_NOTE_MAX })),
      /** The member confirms they understand the account cannot be used again. */
      understood: Type.Literal(true),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ closedAt: Type.String({ format: 'date-time' }) }),
});

export const accountClosureEndpoints = [closeAccount] as const;
