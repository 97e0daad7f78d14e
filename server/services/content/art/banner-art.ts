import { shift } from './colour';
import { motif } from './banner-motifs';

/** The canvas of banner artwork; the SVG covers any frame ratio the site sets. */
export const BANNER_ART_WIDTH = 1920;
export const BANNER_ART_HEIGHT = 600;

export interface BannerPalette {
  /** The brand accent. */
  accent: string;
  /** The darkest surface of the dark theme (the calm side behind the title). */
  page: string;
}

/**
 * A brand-coloured banner for a page group: a dark side for the title (laid over by
 * the portal, in the player's language), a glow and the group's picture on the
 * other side. Variants shift the second colour and the layout.
 */
export function bannerArtSvg(group: string, variant: number, palette: BannerPalette): string {
  const w = BANNER_ART_WIDTH;
  const h = BANNER_ART_HEIGHT;
  const turn = [150, 210, 100, 260][variant % 4] ?? 150;
  const colours = {
    accent: palette.accent,
    light: shift(palette.accent, 0, 0.84, 0.9),
    deep: shift(palette.accent, turn, 0.16, 0.6),
    second: shift(palette.accent, turn, 0.6, 0.78),
  };
  const glow = shift(palette.accent, 0, 0.5, 0.85);
  const mid = shift(palette.accent, turn, 0.1, 0.5);
  const lines = Array.from(
    { length: 12 },
    (_, i) =>
      `<path d="M${560 + i * 130} 0L${260 + i * 130} ${h}" stroke="#fff" stroke-width="2" opacity="0.05"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="${palette.page}"/><stop offset="0.45" stop-color="${mid}"/><stop offset="1" stop-color="${colours.deep}"/></linearGradient>
<radialGradient id="glow" cx="0.76" cy="0.5" r="0.5"><stop offset="0" stop-color="${glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.page}" stop-opacity="0.85"/><stop offset="0.5" stop-color="${palette.page}" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
${lines}
${motif(group, colours, variant)}
<rect width="${w}" height="${h}" fill="url(#calm)"/>
</svg>`;
}
