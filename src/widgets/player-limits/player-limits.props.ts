import { Type, type Static } from '@sinclair/typebox';
import { LIMIT_KINDS, type LimitKind } from '@schemas/api/protection-rules';

export const title = 'Deposit, loss and wager limits';
export const description =
  'Player protection: the member sets deposit, loss and wager limits per 24 hours, 7 days and calendar month; lowering holds at once, raising or removing waits 24 hours and then needs confirming (docs/player-protection.md). Switchable per merchant with platform.json protection.limits.';

export const propsSchema = Type.Object(
  {
    kinds: Type.Array(Type.Unsafe<LimitKind>({ type: 'string', enum: [...LIMIT_KINDS] }), {
      minItems: 1,
      uniqueItems: true,
      default: [...LIMIT_KINDS],
      description:
        'Which limits the member may set here, in this order: `deposit` (money deposited), `loss` (stakes less winnings), `wager` (stakes). Left out: all three.',
      examples: [
        ['deposit', 'loss'],
        ['deposit', 'loss', 'wager'],
      ],
    }),
  },
  { additionalProperties: false },
);

export type PlayerLimitsProps = Static<typeof propsSchema>;
