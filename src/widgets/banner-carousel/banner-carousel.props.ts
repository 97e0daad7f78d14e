import { Type, type Static } from '@sinclair/typebox';
import { BANNER_GROUP_PATTERN } from '@schemas/site/constants';

export const title = 'Banner carousel';
export const description =
  'The banners of a page group from the platform, in a fixed-ratio frame; autoplays only with more than one banner. Renders nothing when the group has none.';

export const propsSchema = Type.Object(
  {
    group: Type.String({
      pattern: BANNER_GROUP_PATTERN,
      description:
        'Which banner group this carousel shows (w_home, w_rng, w_live ... w_help, or one of the merchant’s own). The group must be listed in the site’s `bannerGroups`, which sets the banners’ aspect ratio. Required.',
      examples: ['w_home', 'w_live'],
    }),
    showText: Type.Boolean({
      default: true,
      description:
        'Lay each banner’s title, subtitle and button over its artwork; turn off for artwork that already has its text in the picture. Left out: shown.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type BannerCarouselProps = Static<typeof propsSchema>;
