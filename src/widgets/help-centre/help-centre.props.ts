import { Type, type Static } from '@sinclair/typebox';

export const title = 'Help centre';
export const description =
  'The help centre from /wps/system/helpCenter: search, categories of questions and answers, and how to reach customer service (#contact, #live-chat, #vip).';

export const propsSchema = Type.Object(
  {
    variant: Type.Union([Type.Literal('page'), Type.Literal('bare')], {
      default: 'page',
      description:
        '`page`: the full help page with its search, categories and contact section; `bare`: the same, compact enough for the 440 px customer-service window (the /helpmc page). Left out: `page`.',
      examples: ['bare'],
    }),
  },
  { additionalProperties: false },
);

export type HelpCentreProps = Static<typeof propsSchema>;
