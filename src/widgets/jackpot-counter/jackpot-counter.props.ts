import { Type, type Static } from '@sinclair/typebox';
import { siteText } from '@schemas/site/text';

export const propsSchema = Type.Object(
  {
    label: Type.Optional(
      siteText({
        description:
          'Heading over the jackpot amount. Left out: “Progressive jackpot” in the member’s language.',
        examples: [{ EN: 'Mega jackpot', CN: '超级奖池' }],
      }),
    ),
    variant: Type.Union([Type.Literal('banner'), Type.Literal('compact')], {
      default: 'banner',
      description:
        '`banner`: a wide strip for the home page; `compact`: a small card beside other content. Left out: `banner`.',
      examples: ['compact'],
    }),
  },
  { additionalProperties: false },
);

export type JackpotCounterProps = Static<typeof propsSchema>;
