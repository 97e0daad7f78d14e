import { Type, type Static } from '@sinclair/typebox';
import { CONTRACT_KINDS } from '@schemas/api/agent-rules';

export const propsSchema = Type.Object(
  {
    /** Which contract product the page shows: dividend, daily, hourly or real-time salary. */
    kind: Type.Unsafe<(typeof CONTRACT_KINDS)[number]>({ type: 'string', enum: [...CONTRACT_KINDS] }),
    /** Show the form that offers this contract to a direct downline agent. */
    allowOffer: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type AgentContractsProps = Static<typeof propsSchema>;
