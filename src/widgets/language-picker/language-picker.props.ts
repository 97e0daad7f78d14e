import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** `code`: the short code on the button (EN, CN...); `name`: the language's own name. */
    display: Type.Union([Type.Literal('code'), Type.Literal('name')], { default: 'code' }),
  },
  { additionalProperties: false },
);

export type LanguagePickerProps = Static<typeof propsSchema>;
