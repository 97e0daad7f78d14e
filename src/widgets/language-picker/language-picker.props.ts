import { Type, type Static } from '@sinclair/typebox';

export const title = 'Language picker';
export const description =
  'Offers the site’s header languages (languages.header), each in its own name; the choice is remembered on this device.';

export const propsSchema = Type.Object(
  {
    display: Type.Union([Type.Literal('code'), Type.Literal('name')], {
      default: 'code',
      description:
        'What the language button shows: `code` (the short code: EN, CN...) or `name` (the language’s own name: English, 中文...). Left out: `code`.',
      examples: ['name'],
    }),
  },
  { additionalProperties: false },
);

export type LanguagePickerProps = Static<typeof propsSchema>;
