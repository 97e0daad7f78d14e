import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Team members per page. */
    pageSize: Type.Integer({ minimum: 5, maximum: 100, default: 20 }),
    /** Let the agent add a note to a transfer (the member reads it in its account record). */
    allowRemark: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type AgentTeamProps = Static<typeof propsSchema>;
