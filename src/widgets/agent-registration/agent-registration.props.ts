import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    qrSize: Type.Integer({
      minimum: 74,
      maximum: 240,
      default: 120,
      description:
        'Width and height of the QR code of each registration link, in pixels (74 to 240). Left out: 120.',
      examples: [120, 160],
    }),
  },
  { additionalProperties: false },
);

export type AgentRegistrationProps = Static<typeof propsSchema>;
