import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm run art`: draw every whitelabel's artwork (logos for dark and light
 * backgrounds, licence badges) as SVG into whitelabels/<code>/assets/. Nothing is
 * fetched: each brand's mark is geometry below, its colours are its accent tokens.
 */
interface Brand {
  code: string;
  name: string;
  /** The mark, drawn in a 48 x 48 box; `fill` is the brand gradient id. */
  mark: (fill: string) => string;
  from: string;
  to: string;
}

const brands: Brand[] = [
  {
    code: 'aurora',
    name: 'Aurora Play',
    from: '#ffd166',
    to: '#f08a24',
    mark: (fill) =>
      `<path d="M6 36a18 18 0 0 1 36 0" fill="none" stroke="url(#${fill})" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M13 36a11 11 0 0 1 22 0" fill="none" stroke="url(#${fill})" stroke-width="5" stroke-linecap="round" opacity=".75"/>` +
      `<circle cx="24" cy="36" r="4" fill="url(#${fill})"/>`,
  },
  {
    code: 'lumen',
    name: 'Lumen Bet',
    from: '#4fb3ff',
    to: '#1f5fd1',
    mark: (fill) =>
      `<circle cx="24" cy="24" r="9" fill="url(#${fill})"/>` +
      Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4;
        const [x1, y1, x2, y2] = [
          24 + Math.cos(a) * 14,
          24 + Math.sin(a) * 14,
          24 + Math.cos(a) * 20,
          24 + Math.sin(a) * 20,
        ];
        // Solid colour: a gradient on a horizontal or vertical line has an empty bounding box.
        return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#2f8ef0" stroke-width="3.5" stroke-linecap="round"/>`;
      }).join(''),
  },
  {
    code: 'jade',
    name: 'Jade Dragon',
    from: '#5be0a8',
    to: '#0f8f5c',
    mark: (fill) =>
      `<path d="M24 3 42 13.5v21L24 45 6 34.5v-21Z" fill="url(#${fill})"/>` +
      `<rect x="18" y="18" width="12" height="12" rx="1.5" fill="#07110d"/>` +
      `<path d="M24 9 36.5 16.2v15.6L24 39 11.5 31.8V16.2Z" fill="none" stroke="#07110d" stroke-opacity=".35" stroke-width="1.5"/>`,
  },
];

// textLength fits the words to their box whatever system font draws them.
function logo(brand: Brand, textColour: string): string {
  const id = `${brand.code}-g`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" role="img" aria-label="${brand.name}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.from}"/><stop offset="1" stop-color="${brand.to}"/></linearGradient></defs>
${brand.mark(id)}
<text x="54" y="31" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="18" font-weight="800" textLength="${Math.min(102, brand.name.length * 10)}" lengthAdjust="spacingAndGlyphs" fill="${textColour}">${brand.name}</text>
</svg>
`;
}

function favicon(brand: Brand): string {
  const id = `${brand.code}-f`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.from}"/><stop offset="1" stop-color="${brand.to}"/></linearGradient></defs>
<rect width="48" height="48" rx="10" fill="#0e1014"/>
${brand.mark(id)}
</svg>
`;
}

interface Licence {
  id: string;
  short: string;
  line: string;
  colour: string;
  emblem: string;
}

const licences: Licence[] = [
  {
    id: 'mga',
    short: 'MGA',
    line: 'Malta Gaming Authority',
    colour: '#c8102e',
    emblem:
      '<path d="M14 8h12v9a6 6 0 0 1-12 0Z" fill="#fff"/><path d="M20 8v15M14 13h12" stroke="#c8102e" stroke-width="2"/>',
  },
  {
    id: 'bvi',
    short: 'BVI',
    line: 'British Virgin Islands',
    colour: '#1d4f91',
    emblem:
      '<path d="M12 24c4-3 12-3 16 0M12 19c4-3 12-3 16 0" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/><circle cx="20" cy="12" r="3" fill="#ffd166"/>',
  },
  {
    id: 'pagcor',
    short: 'PAGCOR',
    line: 'Philippines',
    colour: '#0038a8',
    emblem:
      '<circle cx="20" cy="16" r="6" fill="#fcd116"/><path d="M20 5v3M20 24v3M9 16h3M28 16h3" stroke="#fcd116" stroke-width="2" stroke-linecap="round"/>',
  },
];

function licenceBadge(l: Licence): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40" role="img" aria-label="${l.short} ${l.line}">
<rect width="120" height="40" rx="6" fill="#1b1f27"/>
<rect x="4" y="4" width="32" height="32" rx="4" fill="${l.colour}"/>
<g transform="translate(0 2)">${l.emblem}</g>
<text x="42" y="19" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="12" font-weight="800" fill="#ffffff">${l.short}</text>
<text x="42" y="31" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="7.5" textLength="${Math.min(72, l.line.length * 3.6)}" lengthAdjust="spacingAndGlyphs" fill="#d7dbe3">${l.line}</text>
</svg>
`;
}

const root = path.resolve('whitelabels');
for (const brand of brands) {
  const dir = path.join(root, brand.code, 'assets');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'logo.svg'), logo(brand, '#ffffff'));
  fs.writeFileSync(path.join(dir, 'logo-light.svg'), logo(brand, '#14161c'));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), favicon(brand));
  for (const l of licences) fs.writeFileSync(path.join(dir, `licence-${l.id}.svg`), licenceBadge(l));
}
console.log(`art: drew logos, favicons and licence badges for ${brands.map((b) => b.code).join(', ')}`);
