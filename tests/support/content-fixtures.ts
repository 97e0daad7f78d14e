import type { AnnouncementItem, Banner, HelpCategory } from '@schemas/api/content-shapes';
import { bannerArtSvg } from '../../server/services/content/art/banner-art';
import { DEMO_BANNERS } from '../../server/services/content/demo/banner-copy';
import { brand, paragraphs } from '../../server/services/content/demo/copy';
import { DEMO_HELP } from '../../server/services/content/demo/help-copy';
import { DEMO_BULLETINS } from '../../server/services/content/demo/notice-copy';
import { DEMO_PROMOTIONS } from '../../server/services/content/demo/promotion-copy';

/**
 * Content as the platform would answer it, from the same demo copy and artwork, for
 * stories and component tests (no server). Images are data URLs of the generated art.
 */
const ACCENTS: Record<string, string> = { aurora: '#f5b942', lumen: '#3ba3ff', jade: '#2fc28b' };

export function artUrl(group: string, n: number, merchant = 'aurora'): string {
  const svg = bannerArtSvg(group, n - 1, { accent: ACCENTS[merchant] ?? '#f5b942', page: '#0e1014' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function demoBanners(group: string, language = 'EN', merchant = 'aurora'): Banner[] {
  return DEMO_BANNERS.filter((b) => b.group === group).map((b, i) => ({
    bannerId: 100 + i,
    groupName: group,
    url: artUrl(group, i + 1, merchant),
    linkageType: b.linkageType === 'promotion' ? 'route' : b.linkageType,
    ...(b.linkage ? { linkage: b.linkageType === 'promotion' ? '/promotions' : b.linkage } : {}),
    title: brand(b.title, 'Aurora Play')[language] ?? '',
    subtitle: brand(b.subtitle, 'Aurora Play')[language] ?? '',
    ...(b.cta ? { cta: b.cta[language] ?? '' } : {}),
  }));
}

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 21, 8, 0, 0);

export function demoBulletins(language = 'EN'): AnnouncementItem[] {
  return DEMO_BULLETINS.map((n, i) => ({
    id: i + 1,
    type: 'B',
    title: brand(n.title, 'Aurora Play')[language] ?? '',
    content: paragraphs(brand(n.content, 'Aurora Play'))[language] ?? '',
    timestamp: NOW - n.daysAgo * DAY - i * 60_000,
  }));
}

export function demoPromotions(language = 'EN'): AnnouncementItem[] {
  return DEMO_PROMOTIONS.map((p, i) => ({
    id: 50 + i,
    type: 'PR',
    title: p.title[language] ?? '',
    summary: p.summary[language] ?? '',
    content: paragraphs(p.content)[language] ?? '',
    image: artUrl(p.art.split('-')[0] ?? 'w_home', Number(p.art.split('-')[1] ?? 1)),
    category: p.category,
    timestamp: NOW - p.daysAgo * DAY,
    ...(p.endsInDays ? { endsAt: NOW + p.endsInDays * DAY } : {}),
  }));
}

export function demoHelp(language = 'EN'): HelpCategory[] {
  let id = 200;
  return DEMO_HELP.map((c) => ({
    key: c.key,
    title: c.title[language] ?? '',
    articles: c.articles.map((a) => ({
      id: id++,
      title: brand(a.title, 'Aurora Play')[language] ?? '',
      content: paragraphs(brand(a.content, 'Aurora Play'))[language] ?? '',
      timestamp: NOW - 30 * DAY,
    })),
  }));
}
