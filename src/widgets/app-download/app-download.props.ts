import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    qrSize: Type.Integer({
      minimum: 96,
      maximum: 240,
      default: 148,
      description: 'Width and height of each platform’s QR code, in pixels (96 to 240). Left out: 148.',
      examples: [148, 200],
    }),
  },
  { additionalProperties: false },
);

export type AppDownloadProps = Static<typeof propsSchema>;
