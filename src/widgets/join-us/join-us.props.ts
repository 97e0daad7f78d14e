import { Type, type Static } from '@sinclair/typebox';
import { siteText } from '@schemas/site/text';

export const title = 'Join us';
export const description =
  'The /join page: the partner (agent) programme, how it works, and how to start (register, or contact customer service).';

export const propsSchema = Type.Object(
  {
    commission: Type.Optional(
      siteText({
        description:
          'The partner commission the page advertises, per language. Left out: no commission is shown.',
        examples: [{ EN: 'up to 45%', CN: '最高 45%' }],
      }),
    ),
  },
  { additionalProperties: false },
);

export type JoinUsProps = Static<typeof propsSchema>;
