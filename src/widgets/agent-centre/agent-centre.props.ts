import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Show the agent's name and team size above the menu. */
    showSummary: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type AgentCentreProps = Static<typeof propsSchema>;
