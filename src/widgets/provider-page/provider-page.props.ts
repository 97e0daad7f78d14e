import { Type, type Static } from '@sinclair/typebox';

export const title = 'Provider page';
export const description =
  'The /fbsports page (the FB sports book in a frame, login required) or the /seamless page (games that play from the main wallet).';

export const propsSchema = Type.Object(
  {
    /**
     * `fbsports`: the FB sports book in place (spec §7 GCS_gameLaunchFB); `seamless`: the
     * games that play straight from the main wallet (no transfer to a vendor wallet).
     */
    provider: Type.Union([Type.Literal('fbsports'), Type.Literal('seamless')], {
      default: 'seamless',
      description:
        '`fbsports`: the FB sports book, played in the page; `seamless`: the games that play straight from the main wallet (no transfer to a vendor wallet). Left out: `seamless`.',
      examples: ['fbsports'],
    }),
    frameHeight: Type.Integer({
      minimum: 480,
      maximum: 1600,
      default: 900,
      description: 'Height of the sports book frame, in pixels (480 to 1600). Left out: 900.',
      examples: [900, 1200],
    }),
  },
  { additionalProperties: false },
);

export type ProviderPageProps = Static<typeof propsSchema>;
