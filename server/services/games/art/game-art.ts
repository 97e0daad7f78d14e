import { seededRandom } from '../demo-catalogue/game-names';

/** Fixed size of game artwork: lists reserve exactly this box, so nothing shifts on load. */
export const GAME_ART_SIZE = 240;

const SHAPES = ['circle', 'diamond', 'hexagon', 'star', 'rings', 'burst'] as const;

/**
 * The emblem as one complete element. Each attribute is written once: a filled shape
 * and the outline-only rings take different paint, and a repeated attribute is not XML.
 */
function emblemSvg(shape: (typeof SHAPES)[number], cx: number, cy: number, r: number, hue: number): string {
  const outline = 'stroke="#fff" stroke-opacity=".45"';
  const filled = `fill="hsl(${(hue + 180) % 360} 85% 62%)" fill-opacity=".28" ${outline}`;
  const poly = (n: number, inner?: number, rot = -Math.PI / 2) => {
    const points: string[] = [];
    const steps = inner ? n * 2 : n;
    for (let i = 0; i < steps; i++) {
      const radius = inner && i % 2 === 1 ? inner : r;
      const a = rot + (i * 2 * Math.PI) / steps;
      points.push(`${(cx + radius * Math.cos(a)).toFixed(1)},${(cy + radius * Math.sin(a)).toFixed(1)}`);
    }
    return `<polygon points="${points.join(' ')}" ${filled}/>`;
  };
  switch (shape) {
    case 'circle':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" ${filled}/>`;
    case 'diamond':
      return poly(4);
    case 'hexagon':
      return poly(6);
    case 'star':
      return poly(5, r * 0.45);
    case 'burst':
      return poly(12, r * 0.72);
    case 'rings':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke-width="${(r / 5).toFixed(1)}" ${outline}/>`;
  }
}

/**
 * A game's artwork from its seed: a two-colour gradient, a large emblem, a scatter
 * of small marks and the name's initials. Presentation attributes only (no style
 * attributes), so it renders under the strict Content-Security-Policy.
 */
export function gameArtSvg(seed: number, initials: string): string {
  const r = seededRandom(seed);
  const hue = Math.floor(r() * 360);
  const hue2 = (hue + 40 + Math.floor(r() * 120)) % 360;
  const shape = SHAPES[Math.floor(r() * SHAPES.length)] as (typeof SHAPES)[number];
  const angle = Math.floor(r() * 360);
  const s = GAME_ART_SIZE;
  const marks: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = (r() * s).toFixed(0);
    const y = (r() * s).toFixed(0);
    const size = (4 + r() * 14).toFixed(0);
    marks.push(
      `<circle cx="${x}" cy="${y}" r="${size}" fill="#fff" fill-opacity="${(0.05 + r() * 0.12).toFixed(2)}"/>`,
    );
  }
  const emblem = emblemSvg(shape, s / 2, s / 2 - 6, 70 + Math.floor(r() * 20), hue);
  const text = initials.replace(/[^A-Z0-9]/g, '').slice(0, 2) || 'G';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}" role="img">
<defs>
<linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">
<stop offset="0" stop-color="hsl(${hue} 78% 46%)"/><stop offset="1" stop-color="hsl(${hue2} 72% 28%)"/>
</linearGradient>
<radialGradient id="l" cx=".3" cy=".25" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${s}" height="${s}" fill="url(#g)"/>
${marks.join('')}
${emblem}
<rect width="${s}" height="${s}" fill="url(#l)"/>
<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,Segoe UI,Roboto,Arial,sans-serif" font-size="76" font-weight="800" fill="#fff" stroke="hsl(${hue2} 70% 18%)" stroke-width="3" paint-order="stroke">${text}</text>
</svg>`;
}

/** Room for a vendor's code on its 160-wide logo, 12 each side. */
const VENDOR_LABEL_ROOM = 136;
/** A bold capital is at most about this many ems wide in the system fonts (DejaVu Sans is the widest). */
const BOLD_CAP_EM = 0.78;

/**
 * The code's size on the logo: as large as fits (40 at most), and for longer codes a
 * `textLength` that holds the text to the room whatever font the viewer has, so a code
 * such as "TCG LOTTO VN" is never cut at the logo's edges.
 */
export function vendorLabelFit(label: string): { size: number; fit: string } {
  const size = Math.min(40, Math.floor(VENDOR_LABEL_ROOM / (label.length * BOLD_CAP_EM)));
  const fit = label.length > 6 ? ` textLength="${VENDOR_LABEL_ROOM}" lengthAdjust="spacingAndGlyphs"` : '';
  return { size, fit };
}

/** A vendor's logo: its code on a tile coloured by the code. */
export function vendorArtSvg(seed: number, code: string): string {
  const r = seededRandom(seed);
  const hue = Math.floor(r() * 360);
  const label =
    code
      .replace(/[^A-Z0-9_]/gi, '')
      .replace(/_/g, ' ')
      .slice(0, 12) || 'V';
  const { size, fit } = vendorLabelFit(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80" viewBox="0 0 160 80" role="img">
<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 48%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 30%)"/></linearGradient></defs>
<rect width="160" height="80" rx="14" fill="url(#v)"/>
<circle cx="132" cy="18" r="26" fill="#fff" fill-opacity=".12"/>
<text x="80" y="42" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,Segoe UI,Roboto,Arial,sans-serif" font-size="${size}" font-weight="800" fill="#fff"${fit}>${label}</text>
</svg>`;
}
