import { Type } from '@sinclair/typebox';
import { LANGUAGES, type Language } from './constants';

/**
 * Text a person reads. Either the id of a message in the portal's catalogs
 * (e.g. "nav.live"), or the merchant's own wording per language; `validate`
 * checks that every header language has a translation.
 */
export type SiteText = string | Partial<Record<Language, string>>;

/** Each header language's name and one wording in it, for the editor's help. */
const WORDING: Record<Language, [name: string, example: string]> = {
  EN: ['English', 'Promotions'],
  CN: ['Chinese', '优惠活动'],
  VI: ['Vietnamese', 'Khuyến mãi'],
  JA: ['Japanese', 'プロモーション'],
  TH: ['Thai', 'โปรโมชั่น'],
  TY: ['Filipino', 'Mga promo'],
  ID: ['Indonesian', 'Promosi'],
};

/**
 * A text setting: a catalog message id or the merchant's wording per language. `description`
 * and `examples` say what this text is for (they show in the merchant's editor).
 */
export const siteText = (doc: { description: string; examples?: SiteText[] }) =>
  Type.Union(
    [
      Type.String({
        minLength: 1,
        pattern: '^[a-zA-Z][\\w.-]*$',
        description: 'A message id of the portal catalogs.',
      }),
      Type.Object(
        Object.fromEntries(
          LANGUAGES.map((l) => [
            l,
            Type.Optional(
              Type.String({
                minLength: 1,
                description: `The wording in ${WORDING[l][0]}; \`npm run validate\` reports a header language left out.`,
                examples: [WORDING[l][1]],
              }),
            ),
          ]),
        ),
        {
          additionalProperties: false,
          minProperties: 1,
          description: 'The merchant’s own wording, per language.',
        },
      ),
    ],
    {
      ...doc,
      // Marks the value for the translation check of `npm run validate`; validators ignore it.
      'x-site-text': true,
    },
  );
