import {
  AGENT_PAGE_FEATURES,
  DIRECT_LAUNCH_TYPES,
  FIRST_VENDOR_LAUNCH_TYPES,
  GAME_TYPE_ROUTES,
  MEMBER_CENTRE_BADGES,
  SPEC_ROUTES,
} from '../constants';
import type { Condition } from '../condition';
import { didYouMean } from './did-you-mean';
import { nodeLabel } from './readable-path';
import type { SiteNode } from '../node';
import type { Site } from '../site';
import type { SiteProblem } from './site-problems';

interface Visit {
  node: SiteNode;
  pointer: string;
  /** Nodes named by id where they have one. */
  path: string;
  /** Nodes named by type and position only (where an id cannot tell two nodes apart). */
  place: string;
}

/** Every node of the site with where it sits, depth first. */
export function walkNodes(site: Site): Visit[] {
  const out: Visit[] = [];
  const visit = (node: SiteNode, pointer: string, path: string, place = path) => {
    out.push({ node, pointer, path, place });
    node.children?.forEach((c, i) =>
      visit(c, `${pointer}/children/${i}`, `${path} › ${nodeLabel(c, i)}`, `${place} › ${c.type} #${i + 1}`),
    );
  };
  const list = (nodes: SiteNode[], pointer: string, path: string) =>
    nodes.forEach((n, i) =>
      visit(n, `${pointer}/${i}`, `${path} › ${nodeLabel(n, i)}`, `${path} › ${n.type} #${i + 1}`),
    );
  list(site.layout.header, '/layout/header', 'layout › header');
  list(site.layout.footer, '/layout/footer', 'layout › footer');
  list(site.layout.sidebars, '/layout/sidebars', 'layout › sidebars');
  site.pages.forEach((p, i) => list(p.nodes, `/pages/${i}/nodes`, `pages › ${p.route}`));
  for (const [key, node] of Object.entries(site.popups)) visit(node, `/popups/${key}`, `popups › ${key}`);
  site.memberCentre.pages.forEach((p, i) =>
    visit(p.node, `/memberCentre/pages/${i}/node`, `memberCentre › ${p.key}`),
  );
  site.agentCentre.pages.forEach((p, i) =>
    visit(p.node, `/agentCentre/pages/${i}/node`, `agentCentre › ${p.key}`),
  );
  return out;
}

/** The routes a site serves, aliases included. */
export function siteRoutes(site: Site): Set<string> {
  return new Set(site.pages.flatMap((p) => [p.route, ...(p.aliases ?? [])]));
}

/**
 * Rules a JSON Schema cannot express: unique node ids and routes, every spec route
 * and nav route served, banner groups declared, centre defaults among their pages.
 */
export function checkSiteSemantics(site: Site): SiteProblem[] {
  const problems: SiteProblem[] = [];
  const ids = new Map<string, string>();
  for (const { node, pointer, path, place } of walkNodes(site)) {
    if (node.id) {
      const first = ids.get(node.id);
      if (first)
        problems.push({
          pointer: `${pointer}/id`,
          path: place,
          message: `duplicate node id "${node.id}" (first used at ${first})`,
        });
      else ids.set(node.id, place);
    }
    const group = (node.props as { group?: unknown } | undefined)?.group;
    if (typeof group === 'string' && !site.bannerGroups.some((g) => g.group === group)) {
      problems.push({
        pointer: `${pointer}/props/group`,
        path: `${path} › props.group`,
        message: `banner group "${group}" is not declared in bannerGroups`,
        ...suggest(
          group,
          site.bannerGroups.map((g) => g.group),
        ),
      });
    }
  }

  const seen = new Map<string, number>();
  site.pages.forEach((p, i) => {
    for (const route of [p.route, ...(p.aliases ?? [])]) {
      if (seen.has(route))
        problems.push({
          pointer: `/pages/${i}/route`,
          path: `pages › ${p.route}`,
          message: `route "${route}" is served by two pages`,
        });
      seen.set(route, i);
    }
  });
  const groups = new Set<string>();
  site.bannerGroups.forEach((g, i) => {
    // Banners are stored under the group's id: two declarations would share them.
    if (groups.has(g.group))
      problems.push({
        pointer: `/bannerGroups/${i}/group`,
        path: `bannerGroups › ${g.group}`,
        message: `banner group "${g.group}" is declared twice`,
      });
    groups.add(g.group);
  });
  const routes = siteRoutes(site);
  for (const route of requiredRoutes(site)) {
    if (!routes.has(route))
      problems.push({
        pointer: '/pages',
        path: 'pages',
        message: `route "${route}" of the spec has no page`,
        ...suggest(route, [...routes]),
      });
  }
  problems.push(...checkNav(site, routes));
  for (const centre of ['memberCentre', 'agentCentre'] as const) {
    const c = site[centre];
    if (!c.pages.some((p) => p.key === c.default)) {
      problems.push({
        pointer: `/${centre}/default`,
        path: `${centre} › default`,
        message: `default page "${c.default}" is not among the pages`,
      });
    }
  }
  site.agentCentre.pages.forEach((page, i) => {
    const feature = AGENT_PAGE_FEATURES[page.key];
    if (feature && !requires(page.when, 'feature', feature))
      problems.push({
        pointer: `/agentCentre/pages/${i}/when`,
        path: `agentCentre › ${page.key} › when`,
        message: `the spec shows ${page.key} only with the ${feature} feature: add "when": { "feature": "${feature}" }`,
      });
  });
  site.memberCentre.pages.forEach((page, i) => {
    const source = (MEMBER_CENTRE_BADGES as Partial<Record<string, string>>)[page.key];
    if (page.badge && page.badge !== source)
      problems.push({
        pointer: `/memberCentre/pages/${i}/badge`,
        path: `memberCentre › ${page.key} › badge`,
        message: source
          ? `${page.key} counts ${source}, not ${page.badge}`
          : `only missionLeaderboard, messageV2 and rewardCenter carry a count badge`,
      });
  });
  for (const centre of ['memberCentre', 'agentCentre'] as const) {
    const keys = new Set<string>();
    site[centre].pages.forEach((page, i) => {
      if (keys.has(page.key))
        problems.push({
          pointer: `/${centre}/pages/${i}/key`,
          path: `${centre} › ${page.key}`,
          message: `page "${page.key}" is listed twice`,
        });
      keys.add(page.key);
    });
  }
  if (!site.languages.header.includes(site.languages.default)) {
    problems.push({
      pointer: '/languages/default',
      path: 'languages › default',
      message: 'the default language must be one of the header languages',
    });
  }
  return problems;
}

/** Spec routes this site must serve: all of them, lobbies only for the game types it offers. */
export function requiredRoutes(site: Site): string[] {
  const lobbies = new Set(Object.values(GAME_TYPE_ROUTES).filter((r): r is string => r !== null));
  const offered = new Set(site.gameTypes.map((t) => GAME_TYPE_ROUTES[t]));
  return SPEC_ROUTES.filter((route) => !lobbies.has(route) || offered.has(route));
}

/** Nav items: unique ids, routes with pages, the spec's game-type map, launches that make sense. */
function checkNav(site: Site, routes: Set<string>): SiteProblem[] {
  const problems: SiteProblem[] = [];
  const ids = new Set<string>();
  site.nav.forEach((item, i) => {
    const at = (field: string, message: string, suggestion?: string) =>
      problems.push({
        pointer: `/nav/${i}${field ? `/${field}` : ''}`,
        path: `nav › ${item.id}${field ? ` › ${field}` : ''}`,
        message,
        ...(suggestion ? { suggestion } : {}),
      });
    if (ids.has(item.id)) at('id', `nav id "${item.id}" is used twice`);
    ids.add(item.id);
    const route = item.route?.split('?')[0];
    if (route && !routes.has(route))
      at('route', `route "${route}" has no page`, didYouMean(route, [...routes]));
    if (!item.route && item.launch !== 'direct') at('', 'a nav item needs a route, or "launch": "direct"');
    const type = item.gameType;
    if (!type) {
      if (item.launch) at('launch', 'only a game type’s item can launch a game');
      if (item.hoverMenu) at('hoverMenu', 'a hover menu lists the vendors of a game type: set "gameType"');
      return;
    }
    if (!site.gameTypes.includes(type))
      at('gameType', `game type "${type}" is not among the site’s gameTypes`);
    const lobby = GAME_TYPE_ROUTES[type];
    if (DIRECT_LAUNCH_TYPES.includes(type)) {
      if (item.launch !== 'direct')
        at('launch', `${type} has no page and launches directly: set "launch": "direct"`);
      if (item.route) at('route', `${type} has no page: remove the route`);
    } else if (route && route !== lobby) {
      at('route', `${type} goes to ${lobby ?? 'no page'}, not ${route}`);
    }
    if (item.launch === 'direct' && !DIRECT_LAUNCH_TYPES.includes(type))
      at('launch', `${type} opens its lobby; only ${DIRECT_LAUNCH_TYPES.join(', ')} launches directly`);
    if (item.launch === 'first-vendor' && !FIRST_VENDOR_LAUNCH_TYPES.includes(type))
      at(
        'launch',
        `only ${FIRST_VENDOR_LAUNCH_TYPES.join(' and ')} categories launch their first vendor’s game`,
      );
  });
  return problems;
}

/** Whether a condition can only hold when `key` equals `value` (it is the condition, or one of its `all`). */
function requires(condition: Condition | undefined, key: 'feature', value: string): boolean {
  if (!condition) return false;
  if (key in condition) return (condition as Record<string, unknown>)[key] === value;
  if ('all' in condition) return condition.all.some((c) => requires(c, key, value));
  return false;
}

function suggest(value: string, candidates: readonly string[]): { suggestion?: string } {
  const suggestion = didYouMean(value, candidates);
  return suggestion ? { suggestion } : {};
}
