import type { Language } from '../../schemas/site/constants';
import type { Site } from '../../schemas/site/site';
import { CATALOG_LOCALES } from './first-load-chunks';

/** One icon of the manifest (https://www.w3.org/TR/appmanifest/#icons-member). */
export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color?: string;
  theme_color?: string;
  icons: ManifestIcon[];
}

/** The square sizes the platform draws a merchant's SVG mark at (app-icons.ts). */
export const APP_ICON_SIZES = [180, 192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];

/** The address of a drawn icon: `maskable` fills the square with the page colour (safe zone). */
export const appIconPath = (size: AppIconSize, maskable = false): string =>
  `/app-icon/${maskable ? 'maskable-' : ''}${size}.png`;

/** A name a home screen shows under the icon without cutting it: the first word when it is long. */
function shortNameOf(name: string): string {
  return name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12);
}

/** The media types of the icon formats the site schema allows. */
const ICON_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** The media type of an icon by its file's extension (PNG when it names none the schema allows). */
export const iconTypeOf = (url: string): string =>
  ICON_TYPES[url.split('.').pop()?.toLowerCase() ?? ''] ?? 'image/png';

/**
 * The installable web app of a merchant's site: its name, words and colours as the served
 * site has them, opening on the home page in its own window. An SVG mark is drawn at the sizes
 * phones ask for; any other favicon is listed as it is.
 */
export function webAppManifest(site: Pick<Site, 'merchant' | 'languages' | 'theme'>): WebAppManifest {
  const { merchant, languages, theme } = site;
  const language: Language = languages.default;
  const colours = theme[theme.default === 'light' ? 'light' : 'dark'];
  const description = merchant.description?.[language] ?? merchant.description?.EN;
  const extension = merchant.favicon?.split('.').pop()?.toLowerCase() ?? '';
  const icons: ManifestIcon[] = !merchant.favicon
    ? []
    : extension === 'svg'
      ? [
          ...([192, 512] as const).map((size) => ({
            src: appIconPath(size),
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose: 'any' as const,
          })),
          { src: appIconPath(512, true), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ]
      : [{ src: merchant.favicon, sizes: 'any', type: iconTypeOf(merchant.favicon), purpose: 'any' }];
  return {
    id: '/',
    name: merchant.name,
    short_name: shortNameOf(merchant.name),
    ...(description ? { description } : {}),
    lang: CATALOG_LOCALES[language],
    start_url: '/',
    scope: '/',
    display: 'standalone',
    ...(colours?.surfacePage
      ? { background_color: colours.surfacePage, theme_color: colours.surfacePage }
      : {}),
    icons,
  };
}
