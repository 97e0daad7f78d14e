import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /**
     * `popup`: the content of the notice popup (opened at the notice the marquee names);
     * `page`: the /noticePage list (a `?id=` in the address opens that notice).
     */
    variant: Type.Union([Type.Literal('popup'), Type.Literal('page')], { default: 'popup' }),
  },
  { additionalProperties: false },
);

export type NoticeBoardProps = Static<typeof propsSchema>;
