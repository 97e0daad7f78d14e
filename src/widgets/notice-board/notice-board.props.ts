import { Type, type Static } from '@sinclair/typebox';

export const title = 'Notice board';
export const description =
  'The bulletins nine per page with a pager, each opening to its full text: the notice popup’s content and the /noticePage list.';

export const propsSchema = Type.Object(
  {
    variant: Type.Union([Type.Literal('popup'), Type.Literal('page')], {
      default: 'popup',
      description:
        '`popup`: the content of the notice popup, opened at the notice the marquee names; `page`: the list of the notices page (an `?id=` in the address opens that notice). Left out: `popup`.',
      examples: ['page'],
    }),
  },
  { additionalProperties: false },
);

export type NoticeBoardProps = Static<typeof propsSchema>;
