/** What the browser shows of a merchant before any script runs: tab title, tab icon, bar colour. */
export interface PageIdentity {
  title: string;
  favicon?: string;
  themeColor?: string;
}

interface VerifiedSiteHead {
  merchant?: { name?: unknown; favicon?: unknown };
  theme?: { default?: unknown; dark?: { surfacePage?: unknown }; light?: { surfacePage?: unknown } };
}

/**
 * The identity of a verified site (already validated, so the fields hold the shapes the
 * schema allows); undefined for a site that cannot open, whose page keeps the portal's own.
 * The bar colour is the page colour of the merchant's default theme, the one a first visit sees.
 */
export function identityOf(site: unknown): PageIdentity | undefined {
  if (typeof site !== 'object' || site === null) return undefined;
  const { merchant, theme } = site as VerifiedSiteHead;
  if (typeof merchant?.name !== 'string') return undefined;
  const mode = theme?.default === 'light' ? 'light' : 'dark';
  const colour = theme?.[mode]?.surfacePage;
  return {
    title: merchant.name,
    ...(typeof merchant.favicon === 'string' ? { favicon: merchant.favicon } : {}),
    ...(typeof colour === 'string' ? { themeColor: colour } : {}),
  };
}

/** The media types of the icon formats the site schema allows. */
const ICON_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

const TITLE = /<title>[^<]*<\/title>/;
const ICON = /<link rel="icon"[^>]*>/;
const THEME_COLOR = /<meta name="theme-color"[^>]*>/;

/** `&`, `<`, `>` and `"` as entities: safe in text and in double-quoted attributes. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Put one element into the head: in place of what `existing` matches, else before `</head>`. */
function setHeadElement(html: string, existing: RegExp, element: string): string {
  return existing.test(html)
    ? html.replace(existing, () => element)
    : html.replace('</head>', () => `${element}</head>`);
}

/**
 * The served page with the merchant's title, tab icon and theme colour in its head, so the
 * tab and the browser bar are the merchant's from the first byte, with scripts off too.
 */
export function withMerchantHead(html: string, identity: PageIdentity): string {
  let out = setHeadElement(html, TITLE, `<title>${escapeHtml(identity.title)}</title>`);
  if (identity.favicon) {
    const type = ICON_TYPES[identity.favicon.split('.').pop() ?? ''] ?? 'image/png';
    out = setHeadElement(
      out,
      ICON,
      `<link rel="icon" type="${escapeHtml(type)}" href="${escapeHtml(identity.favicon)}" />`,
    );
  }
  if (identity.themeColor)
    out = setHeadElement(
      out,
      THEME_COLOR,
      `<meta name="theme-color" content="${escapeHtml(identity.themeColor)}" />`,
    );
  return out;
}
