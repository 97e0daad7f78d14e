import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Size in px of each platform's QR code. */
    qrSize: Type.Integer({ minimum: 96, maximum: 240, default: 148 }),
  },
  { additionalProperties: false },
);

export type AppDownloadProps = Static<typeof propsSchema>;
