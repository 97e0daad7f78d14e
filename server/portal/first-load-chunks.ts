import type { Condition } from '../../schemas/site/condition';
import type { Language } from '../../schemas/site/constants';
import { catalogKey, closure, entryKeyOf, widgetKey, type Manifest } from './build-manifest.ts';

/** A site node as far as the first load goes: its type, props, when it shows and its children. */
export interface NodeLike {
  type?: unknown;
  props?: unknown;
  when?: Condition;
  children?: unknown;
}

/** What of a verified site decides the first load's chunks. */
export interface SiteChunksView {
  languages: { default: Language };
  layout: Record<string, unknown>;
  pages: { route: string; aliases?: string[]; nodes: unknown }[];
}

/**
 * The Lingui locale of each header language code (src/i18n/languages.ts holds the same table
 * for the portal, which the platform may not import; a test keeps the two equal).
 */
export const CATALOG_LOCALES: Record<Language, string> = {
  EN: 'en',
  CN: 'zh',
  VI: 'vi',
  JA: 'ja',
  TH: 'th',
  TY: 'fil',
  ID: 'id',
};

/**
 * Whether a condition can hold for a first visit (a guest in the site's default language):
 * false only when it surely does not (a member's or an agent's part); anything that depends
 * on the screen, the date, the route or the merchant's switches may hold.
 */
function mayHoldForGuest(condition: Condition | undefined, language: Language): boolean {
  return holdsForGuest(condition, language) !== false;
}

function holdsForGuest(condition: Condition | undefined, language: Language): boolean | undefined {
  if (!condition) return true;
  if ('loggedIn' in condition) return condition.loggedIn === false;
  if ('isAgent' in condition) return false;
  if ('language' in condition)
    return Array.isArray(condition.language)
      ? condition.language.includes(language)
      : condition.language === language;
  if ('all' in condition) {
    const each = condition.all.map((c) => holdsForGuest(c, language));
    return each.includes(false) ? false : each.every((v) => v === true) ? true : undefined;
  }
  if ('any' in condition) {
    const each = condition.any.map((c) => holdsForGuest(c, language));
    return each.includes(true) ? true : each.every((v) => v === false) ? false : undefined;
  }
  if ('not' in condition) {
    const inner = holdsForGuest(condition.not, language);
    return inner === undefined ? undefined : !inner;
  }
  return undefined;
}

/** The nodes of a list a guest may see, in document order, children after their parent. */
export function guestNodesIn(nodes: unknown, language: Language): NodeLike[] {
  const out: NodeLike[] = [];
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const node of list as NodeLike[]) {
      if (!mayHoldForGuest(node?.when, language)) continue;
      out.push(node);
      walk(node?.children);
    }
  };
  walk(nodes);
  return out;
}

/** Widget types a list of site nodes uses, children included; parts a guest never sees left out. */
export function widgetTypesIn(nodes: unknown, language: Language): string[] {
  const types = guestNodesIn(nodes, language).map((node) => node.type);
  return [...new Set(types.filter((type): type is string => typeof type === 'string'))];
}

/**
 * The manifest keys a first visit to a page loads: the entry, the widgets of the frame
 * (header, footer, side bars) and of the page (none for a path that is no page), and the
 * catalog of the site's default language: its core and the parts of those widgets that have
 * words of their own (scripts/i18n/catalog-parts.ts).
 */
export function firstLoadKeys(
  manifest: Manifest,
  site: SiteChunksView,
  page: { nodes: unknown } | undefined,
) {
  const language = site.languages.default;
  const types = widgetTypesIn(
    [...Object.values(site.layout).flat(), ...((page?.nodes as unknown[]) ?? [])],
    language,
  );
  const entry = entryKeyOf(manifest);
  const locale = CATALOG_LOCALES[language];
  const words = types.map((type) => catalogKey(locale, type)).filter((key) => key in manifest);
  return [...(entry ? [entry] : []), ...types.map(widgetKey), catalogKey(locale), ...words];
}

/** Every file (scripts and styles) a first visit to a page needs, from the build manifest. */
export function firstLoadFiles(
  manifest: Manifest,
  site: SiteChunksView,
  page: { nodes: unknown } | undefined,
) {
  return closure(manifest, firstLoadKeys(manifest, site, page));
}

/** A verified site seen as its chunks' view, or undefined for no site (a site that cannot open). */
export function chunksViewOf(site: unknown): SiteChunksView | undefined {
  if (typeof site !== 'object' || site === null) return undefined;
  const { languages, layout, pages } = site as Partial<SiteChunksView>;
  if (typeof languages?.default !== 'string' || typeof layout !== 'object' || !Array.isArray(pages))
    return undefined;
  return site as SiteChunksView;
}
