import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /**
     * `fbsports`: the FB sports book in place (spec §7 GCS_gameLaunchFB); `seamless`: the
     * games that play straight from the main wallet (no transfer to a vendor wallet).
     */
    provider: Type.Union([Type.Literal('fbsports'), Type.Literal('seamless')], { default: 'seamless' }),
    /** Height of the sports frame in pixels. */
    frameHeight: Type.Integer({ minimum: 480, maximum: 1600, default: 900 }),
  },
  { additionalProperties: false },
);

export type ProviderPageProps = Static<typeof propsSchema>;
