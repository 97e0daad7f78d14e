import { createHash } from 'node:crypto';
import type { Language } from '../../schemas/site/constants';
import type { SiteTheme, ThemeName } from '../../schemas/site/theme';
import { themeVariables } from '../../schemas/site/theme-variables';
import { appIconPath, iconTypeOf } from './web-app-manifest';

/**
 * What the browser shows of a merchant before any script runs: tab title, tab icon, bar
 * colour, the sentence search results and link previews show, and the brand's colours.
 */
export interface PageIdentity {
  title: string;
  favicon?: string;
  /** The home-screen icon iOS takes (a PNG the platform draws from an SVG mark). */
  touchIcon?: string;
  themeColor?: string;
  description?: string;
  theme?: ThemeName;
  /** The default theme's variables and the page background, inline in the head. */
  criticalCss?: string;
}

interface VerifiedSiteHead {
  merchant?: { name?: unknown; favicon?: unknown; description?: Partial<Record<Language, unknown>> };
  languages?: { default?: Language };
  theme?: SiteTheme;
}

/**
 * A declaration value written into the page as is: colours, lengths and font stacks. Anything
 * else (a `;`, a brace, a `<`) is left to the portal, which sets it through the CSSOM.
 */
const SAFE_CSS_VALUE = /^[\w\s,'"#.%()-]+$/;

/**
 * The first paint's CSS: the default theme's variables on the root (base.css reads them for the
 * page background and text), the page background and text colour themselves, and the colour
 * scheme, so a page with a slow script (or none) is the merchant's from the start.
 */
export function criticalCssOf(theme: SiteTheme, name: ThemeName): string {
  const declarations = Object.entries(themeVariables(theme, name))
    .filter(([, value]) => SAFE_CSS_VALUE.test(value))
    .map(([variable, value]) => `${variable}:${value}`);
  return (
    `:root{${declarations.join(';')};color-scheme:${name}}` +
    'html{background:var(--tsr-surface-page);color:var(--tsr-text-primary)}'
  );
}

/** The `'sha256-…'` source that lets exactly this inline style through the page's CSP. */
export function styleHashSource(css: string): string {
  let hash = hashes.get(css);
  if (!hash) {
    hash = `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
    if (hashes.size > 64) hashes.clear();
    hashes.set(css, hash);
  }
  return hash;
}

const hashes = new Map<string, string>();

/** The wording for the default language, else English, else the first there is. */
function wordingFor(texts: Partial<Record<Language, unknown>> | undefined, lang: Language | undefined) {
  if (!texts) return undefined;
  const pick = (lang && texts[lang]) ?? texts.EN ?? Object.values(texts)[0];
  return typeof pick === 'string' ? pick : undefined;
}

/**
 * The identity of a verified site (already validated, so the fields hold the shapes the
 * schema allows); undefined for a site that cannot open, whose page keeps the portal's own.
 * The bar colour is the page colour of the merchant's default theme, the one a first visit sees.
 */
export function identityOf(site: unknown): PageIdentity | undefined {
  if (typeof site !== 'object' || site === null) return undefined;
  // The served site is one object until it changes: its identity (and CSS hash) is made once.
  if (identities.has(site)) return identities.get(site);
  const identity = readIdentity(site);
  identities.set(site, identity);
  return identity;
}

const identities = new WeakMap<object, PageIdentity | undefined>();

function readIdentity(site: object): PageIdentity | undefined {
  const { merchant, theme, languages } = site as VerifiedSiteHead;
  if (typeof merchant?.name !== 'string') return undefined;
  const mode = theme?.default === 'light' ? 'light' : 'dark';
  const colour = theme?.[mode]?.surfacePage;
  const description = wordingFor(merchant.description, languages?.default);
  return {
    title: merchant.name,
    ...(typeof merchant.favicon === 'string' ? { favicon: merchant.favicon } : {}),
    ...(typeof merchant.favicon === 'string' && merchant.favicon.endsWith('.svg')
      ? { touchIcon: appIconPath(180) }
      : {}),
    ...(typeof colour === 'string' ? { themeColor: colour } : {}),
    ...(description ? { description } : {}),
    ...(theme?.[mode] ? { theme: mode, criticalCss: criticalCssOf(theme, mode) } : {}),
  };
}

const TITLE = /<title>[^<]*<\/title>/;
const MANIFEST = /<link rel="manifest"[^>]*>/;
const TOUCH_ICON = /<link rel="apple-touch-icon"[^>]*>/;
const ICON = /<link rel="icon"[^>]*>/;
const THEME_COLOR = /<meta name="theme-color"[^>]*>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;
const CRITICAL_CSS = /<style id="tessera-critical">[^<]*<\/style>/;
const HTML_TAG = /<html[^>]*>/;

/** `&`, `<`, `>` and `"` as entities: safe in text and in double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Put one element into the head: in place of what `existing` matches, else before `</head>`. */
function setHeadElement(html: string, existing: RegExp, element: string): string {
  return existing.test(html)
    ? html.replace(existing, () => element)
    : html.replace('</head>', () => `${element}</head>`);
}

/**
 * The served page with the merchant's title, tab icon, theme colour, description and brand
 * colours in its head (and its theme on the root), so the tab, the browser bar
 * and the first paint are the merchant's from the first byte, with scripts off too.
 */
export function withMerchantHead(html: string, identity: PageIdentity): string {
  let out = setHeadElement(html, TITLE, `<title>${escapeHtml(identity.title)}</title>`);
  if (identity.favicon) {
    const type = iconTypeOf(identity.favicon);
    out = setHeadElement(
      out,
      ICON,
      `<link rel="icon" type="${escapeHtml(type)}" href="${escapeHtml(identity.favicon)}" />`,
    );
  }
  // Every merchant's site installs as a web app (serve-web-app.ts).
  out = setHeadElement(out, MANIFEST, '<link rel="manifest" href="/manifest.webmanifest" />');
  if (identity.touchIcon)
    out = setHeadElement(
      out,
      TOUCH_ICON,
      `<link rel="apple-touch-icon" href="${escapeHtml(identity.touchIcon)}" />`,
    );
  if (identity.themeColor)
    out = setHeadElement(
      out,
      THEME_COLOR,
      `<meta name="theme-color" content="${escapeHtml(identity.themeColor)}" />`,
    );
  if (identity.description)
    out = setHeadElement(
      out,
      DESCRIPTION,
      `<meta name="description" content="${escapeHtml(identity.description)}" />`,
    );
  // `<` cannot appear in a safe value, so nothing can close the element early.
  if (identity.criticalCss)
    out = setHeadElement(out, CRITICAL_CSS, `<style id="tessera-critical">${identity.criticalCss}</style>`);
  if (identity.theme) {
    const theme = identity.theme;
    out = out.replace(HTML_TAG, (tag) => tag.replace(/data-theme="[^"]*"/, `data-theme="${theme}"`));
  }
  return out;
}
