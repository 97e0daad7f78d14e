import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Open the newest announcement when the page opens. */
    openFirst: Type.Boolean({ default: false }),
  },
  { additionalProperties: false },
);

export type AgentAnnouncementsProps = Static<typeof propsSchema>;
