import { Type, type Static } from '@sinclair/typebox';
import { SiteTextSchema } from '@schemas/site/text';

export const propsSchema = Type.Object(
  {
    /** Heading over the amount; "Progressive jackpot" when absent. */
    label: Type.Optional(SiteTextSchema),
    /** `banner`: a wide strip for the home page; `compact`: a small card beside other content. */
    variant: Type.Union([Type.Literal('banner'), Type.Literal('compact')], { default: 'banner' }),
  },
  { additionalProperties: false },
);

export type JackpotCounterProps = Static<typeof propsSchema>;
