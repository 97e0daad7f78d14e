import { Type, type Static } from '@sinclair/typebox';
import { LIMIT_KINDS, type LimitKind } from '@schemas/api/protection-rules';

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
