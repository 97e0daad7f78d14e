import { Type, type Static } from '@sinclair/typebox';

export const title = 'Popup notice';
export const description =
  'Shows the popup notices (announcement type PU) in a dialog once per visit; draws nothing on the page itself.';

export const propsSchema = Type.Object(
  {
    delayMs: Type.Integer({
      minimum: 0,
      maximum: 10_000,
      default: 800,
      description:
        'How long to wait after the page opens before showing the notice, in milliseconds (0 to 10000). Left out: 800.',
      examples: [800, 2000],
    }),
  },
  { additionalProperties: false },
);

export type PopupNoticeProps = Static<typeof propsSchema>;
