import type { BannerList, BannerView } from '../atoms/banner-atoms';

/** A small picture drawn inline, so stories and tests fetch nothing. */
export const SAMPLE_PICTURE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 100"><rect width="320" height="100" fill="#f5b942"/></svg>',
  );

/** Three home banners of aurora: one showing in two languages, one scheduled, one hidden. */
export const SAMPLE_BANNERS: BannerView[] = [
  {
    id: 41,
    merchant: 'aurora',
    group: 'w_home',
    state: 'showing',
    position: 1,
    image: SAMPLE_PICTURE,
    title: { EN: 'Winter cup <b>final</b>', CN: '冬季杯' },
    subtitle: { EN: 'Free spins all week' },
    cta: { EN: 'Join' },
    linkType: 'route',
    link: '/promotions',
    startsAt: '2026-11-26T09:00:00.000Z',
    endsAt: null,
    languages: null,
  },
  {
    id: 42,
    merchant: 'aurora',
    group: 'w_home',
    state: 'scheduled',
    position: 2,
    image: SAMPLE_PICTURE,
    title: { EN: 'New year' },
    subtitle: {},
    cta: {},
    linkType: 'url',
    link: 'https://example.com/new-year',
    startsAt: '2026-12-31T16:00:00.000Z',
    endsAt: '2027-01-02T16:00:00.000Z',
    languages: ['EN', 'TH'],
  },
  {
    id: 43,
    merchant: 'aurora',
    group: 'w_home',
    state: 'hidden',
    position: 3,
    image: SAMPLE_PICTURE,
    title: { EN: 'Old offer' },
    subtitle: {},
    cta: {},
    linkType: 'none',
    link: null,
    startsAt: '2026-10-01T00:00:00.000Z',
    endsAt: null,
    languages: null,
  },
];

export function bannerList(items: BannerView[] = SAMPLE_BANNERS, group = 'w_home'): BannerList {
  return {
    merchant: 'aurora',
    groups: [
      { group: 'w_home', aspectRatio: 3.2, count: items.length },
      { group: 'vip-lounge', aspectRatio: 4, count: 0 },
    ],
    group,
    items,
  };
}
