import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** QR code size of each registration link, in px. */
    qrSize: Type.Integer({ minimum: 74, maximum: 240, default: 120 }),
  },
  { additionalProperties: false },
);

export type AgentRegistrationProps = Static<typeof propsSchema>;
