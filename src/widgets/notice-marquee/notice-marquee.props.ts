import { Type, type Static } from '@sinclair/typebox';

export const title = 'Notice marquee';
export const description =
  'The bulletins (announcement type B) scrolling across the header; clicking one opens the notice popup at that notice.';

export const propsSchema = Type.Object(
  {
    speed: Type.Integer({
      minimum: 20,
      maximum: 200,
      default: 60,
      description: 'Scrolling speed of the notices, in pixels per second (20 to 200). Left out: 60.',
      examples: [60, 90],
    }),
  },
  { additionalProperties: false },
);

export type NoticeMarqueeProps = Static<typeof propsSchema>;
