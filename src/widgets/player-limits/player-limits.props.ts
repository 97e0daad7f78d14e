import { Type, type Static } from '@sinclair/typebox';
import { LIMIT_KINDS, type LimitKind } from '@schemas/api/protection-rules';

export const propsSchema = Type.Object(
  {
    /** Which limits the member may set here, in this order (deposit: gross deposits; loss: stakes less winnings; wager: stakes). */
    kinds: Type.Array(Type.Unsafe<LimitKind>({ type: 'string', enum: [...LIMIT_KINDS] }), {
      minItems: 1,
      uniqueItems: true,
      default: [...LIMIT_KINDS],
    }),
  },
  { additionalProperties: false },
);

export type PlayerLimitsProps = Static<typeof propsSchema>;
