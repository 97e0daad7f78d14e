import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listWhitelabels } from '../../server/site-files/read-whitelabel';
import { servedPortalForTests } from '../support/served-portal';

const portal = servedPortalForTests('hero');

interface Node {
  type: string;
  props?: { group?: string };
  children?: Node[];
}
interface Site {
  languages: { default: string };
  pages: { route: string; nodes: Node[] }[];
}
const siteOf = (code: string) =>
  JSON.parse(fs.readFileSync(path.resolve('whitelabels', code, 'site.json'), 'utf8')) as Site;

function firstCarouselGroup(nodes: Node[]): string | undefined {
  for (const node of nodes) {
    if (node.type === 'banner-carousel') return node.props?.group;
    const inner = firstCarouselGroup(node.children ?? []);
    if (inner) return inner;
  }
  return undefined;
}

async function heroPreloads(merchant: string, pathname: string): Promise<string[]> {
  const res = await portal.server.call({ method: 'GET', url: pathname, merchant });
  const head = res.body.split('</head>')[0] ?? '';
  return [...head.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map(
    (m) => m[1] ?? '',
  );
}

async function firstBanner(merchant: string, group: string, language: string): Promise<string | undefined> {
  const res = await portal.server.call({
    method: 'GET',
    url: `/wps/system/banners?groupName=${group}&language=${language}`,
    merchant,
    headers: { 'x-module': 'banner' },
  });
  return portal.server.json<{ url: string }[]>(res).value[0]?.url;
}

describe('the page served for a merchant preloads its largest image', () => {
  it.each(listWhitelabels(path.resolve('whitelabels')))(
    '%s: each page with a banner carousel names its first banner at high priority, once; others name none',
    async (code) => {
      const site = siteOf(code);
      for (const page of site.pages.filter((p) => !p.route.includes(':'))) {
        const group = firstCarouselGroup(page.nodes);
        const expected = group ? await firstBanner(code, group, site.languages.default) : undefined;
        expect(await heroPreloads(code, page.route), `${code} ${page.route}`).toEqual(
          expected ? [expected] : [],
        );
      }
    },
  );

  it('names no image when the group has no banner to show', async () => {
    const group = firstCarouselGroup(siteOf('aurora').pages.find((p) => p.route === '/')?.nodes ?? []);
    expect(await heroPreloads('aurora', '/')).toHaveLength(1);
    await portal.server.deps.db.query(
      `UPDATE banners SET status = 'hidden'
        WHERE group_name = $1 AND merchant_id = (SELECT id FROM merchants WHERE code = 'aurora')`,
      [group],
    );
    expect(await heroPreloads('aurora', '/')).toEqual([]);
  });
});
