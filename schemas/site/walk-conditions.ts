import type { Condition } from './condition';
import type { SiteNode } from './node';
import type { Site } from './site';

export interface PlacedCondition {
  condition: Condition;
  /** JSON pointer of the condition in the site. */
  pointer: string;
}

/**
 * Every condition of a site, nested ones included, with where it sits: nav items, pages,
 * centre pages and every node of every region. Plain code (types only), so the portal can
 * read a site's date windows without the schema library.
 */
export function walkConditions(site: Site): PlacedCondition[] {
  const out: PlacedCondition[] = [];
  const visit = (condition: Condition | undefined, pointer: string) => {
    if (!condition || typeof condition !== 'object') return;
    out.push({ condition, pointer });
    if ('all' in condition) condition.all.forEach((c, i) => visit(c, `${pointer}/all/${i}`));
    if ('any' in condition) condition.any.forEach((c, i) => visit(c, `${pointer}/any/${i}`));
    if ('not' in condition) visit(condition.not, `${pointer}/not`);
  };
  const node = (n: SiteNode, pointer: string) => {
    visit(n.when, `${pointer}/when`);
    n.children?.forEach((c, i) => node(c, `${pointer}/children/${i}`));
  };
  const nodes = (list: readonly SiteNode[], pointer: string) =>
    list.forEach((n, i) => node(n, `${pointer}/${i}`));

  site.nav.forEach((item, i) => visit(item.when, `/nav/${i}/when`));
  nodes(site.layout.header, '/layout/header');
  nodes(site.layout.footer, '/layout/footer');
  nodes(site.layout.sidebars, '/layout/sidebars');
  site.pages.forEach((page, i) => {
    visit(page.when, `/pages/${i}/when`);
    nodes(page.nodes, `/pages/${i}/nodes`);
  });
  for (const [key, popup] of Object.entries(site.popups)) node(popup, `/popups/${key}`);
  for (const centre of ['memberCentre', 'agentCentre'] as const)
    site[centre].pages.forEach((p, i) => {
      visit(p.when, `/${centre}/pages/${i}/when`);
      node(p.node, `/${centre}/pages/${i}/node`);
    });
  return out;
}

/** The moments (ms) at which a date window of the site opens or closes. */
export function dateBoundaries(site: Site): number[] {
  const moments = new Set<number>();
  for (const { condition } of walkConditions(site)) {
    if (!('dates' in condition)) continue;
    for (const at of [condition.dates.from, condition.dates.until]) {
      const ms = at === undefined ? NaN : Date.parse(at);
      if (Number.isFinite(ms)) moments.add(ms);
    }
  }
  return [...moments].sort((a, b) => a - b);
}
