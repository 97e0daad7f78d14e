import { Type } from '@sinclair/typebox';
import { LANGUAGES, type Language } from './constants';

/**
 * Text a person reads. Either the id of a message in the portal's catalogs
 * (e.g. "nav.live"), or the merchant's own wording per language; `validate`
 * checks that every header language has a translation.
 */
export type SiteText = string | Partial<Record<Language, string>>;

export const SiteTextSchema = Type.Union(
  [
    Type.String({
      minLength: 1,
      pattern: '^[a-zA-Z][\\w.-]*$',
      description: 'A message id of the portal catalogs.',
    }),
    Type.Object(Object.fromEntries(LANGUAGES.map((l) => [l, Type.Optional(Type.String({ minLength: 1 }))])), {
      additionalProperties: false,
      minProperties: 1,
      description: 'The merchant’s own wording, per language.',
    }),
  ],
  {
    description: 'Text a person reads: a catalog message id (e.g. "nav.live"), or wording per language.',
    // Marks the value for the translation check of `npm run validate`; validators ignore it.
    'x-site-text': true,
  },
);
