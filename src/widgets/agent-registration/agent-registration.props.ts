import { Type, type Static } from '@sinclair/typebox';

export const title = 'Agent registration centre';
export const description =
  'registerCenter (Account): the agent opens an account for a direct downline, a player or a sub-agent (DIRECTREG3), and keeps registration links with codes, QR codes and rebates by product (AFFILIATE3): create, list, delete.';

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
