import { Type, type Static } from '@sinclair/typebox';

export const title = 'Close account';
export const description =
  'The member closes the account with a reason, confirming with the login password: every session ends and logins are refused; money left stays theirs and customer service pays it out (docs/decisions/account-closure.md). Members who close for gambling reasons are pointed to self-exclusion.';

export const propsSchema = Type.Object(
  {
    offerSelfExclusion: Type.Boolean({
      default: true,
      description:
        'Point members who close their account for gambling reasons to self-exclusion on the responsible-gaming page. Left out: offered.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type CloseAccountProps = Static<typeof propsSchema>;
