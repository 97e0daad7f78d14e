import { Type, type Static } from '@sinclair/typebox';

export const title = 'App download';
export const description =
  'The app page (/app, /download): what the app offers, and for iOS (#ios) and Android (#android) a QR code, the download link of settings.appDownload and install steps.';

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
