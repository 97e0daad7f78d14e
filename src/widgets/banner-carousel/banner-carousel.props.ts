import { Type, type Static } from '@sinclair/typebox';
import { BANNER_GROUPS } from '@schemas/site/constants';

export const propsSchema = Type.Object(
  {
    /**
     * The page group whose banners to show (w_home ... w_help). The group must be
     * listed in the site's `bannerGroups`, which sets its aspect ratio.
     */
    group: Type.Unsafe<(typeof BANNER_GROUPS)[number]>({
      type: 'string',
      enum: [...BANNER_GROUPS],
      description: 'Banner group of this page (w_home, w_rng, w_live, ... w_help).',
    }),
    /** Lay each banner's title, subtitle and button over its artwork (off for artwork with text in it). */
    showText: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type BannerCarouselProps = Static<typeof propsSchema>;
