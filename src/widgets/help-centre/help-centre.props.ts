import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /**
     * `page`: the /help page with its search, categories and contact section.
     * `bare`: the same for /helpmc, compact enough for the 440 px customer-service window.
     */
    variant: Type.Union([Type.Literal('page'), Type.Literal('bare')], { default: 'page' }),
  },
  { additionalProperties: false },
);

export type HelpCentreProps = Static<typeof propsSchema>;
