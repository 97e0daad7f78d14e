import { Type, type Static } from '@sinclair/typebox';
import { siteText } from '@schemas/site/text';

export const title = 'Jackpot counter';
export const description =
  'The home page’s jackpot: starts at settings.jackpot.start and rises by settings.jackpot.step (165.11) every settings.jackpot.everyMs (3000 ms).';

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
