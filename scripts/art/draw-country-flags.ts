import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { COUNTRIES } from '../../server/services/registration/countries';

/**
 * Draws the phone picker's flags (spec §2: COUNTRY_FLAG/{countryCode}.png) as simple
 * SVGs on a 30x20 grid and rasterises them to 48x32 PNGs in public/COUNTRY_FLAG/.
 * Nothing is fetched; run `npm run art:flags` after adding a country.
 */
const W = 30;
const H = 20;

function star(cx: number, cy: number, r: number, fill: string, rotate = 0): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = ((-90 + rotate + i * 36) * Math.PI) / 180;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}
const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;
const hStripes = (colors: string[], weights = colors.map(() => 1)) => {
  const total = weights.reduce((a, b) => a + b, 0);
  let y = 0;
  return colors
    .map((c, i) => {
      const h = (H * (weights[i] ?? 1)) / total;
      const out = rect(0, y, W, h + 0.05, c);
      y += h;
      return out;
    })
    .join('');
};
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

const unionJack = (w: number, h: number) =>
  `<svg x="0" y="0" width="${w}" height="${h}" viewBox="0 0 60 30" preserveAspectRatio="none">
    <rect width="60" height="30" fill="#012169"/>
    <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" stroke-width="6"/>
    <path d="M0,0 L60,30 M60,0 L0,30" stroke="#C8102E" stroke-width="2"/>
    <path d="M30,0 V30 M0,15 H60" stroke="#fff" stroke-width="10"/>
    <path d="M30,0 V30 M0,15 H60" stroke="#C8102E" stroke-width="6"/>
  </svg>`;

const FLAGS: Record<string, string> = {
  PH:
    hStripes(['#0038A8', '#CE1126']) +
    `<polygon points="0,0 17.3,10 0,20" fill="#fff"/>` +
    circle(5.8, 10, 2.2, '#FCD116') +
    star(1.8, 3.2, 0.9, '#FCD116') +
    star(1.8, 16.8, 0.9, '#FCD116') +
    star(13.6, 10, 0.9, '#FCD116'),
  VN: rect(0, 0, W, H, '#DA251D') + star(15, 10.5, 6, '#FFFF00'),
  TH: hStripes(['#A51931', '#F4F5F8', '#2D2A4A', '#F4F5F8', '#A51931'], [1, 1, 2, 1, 1]),
  ID: hStripes(['#FF0000', '#FFFFFF']),
  MY:
    hStripes(Array.from({ length: 14 }, (_, i) => (i % 2 === 0 ? '#CC0001' : '#FFFFFF'))) +
    rect(0, 0, 15, 11.4, '#010066') +
    circle(6, 5.7, 3.8, '#FFCC00') +
    circle(7.1, 5.7, 3.2, '#010066') +
    star(11.2, 5.7, 2.6, '#FFCC00'),
  SG:
    hStripes(['#EF3340', '#FFFFFF']) +
    circle(6, 5, 3.4, '#fff') +
    circle(7.3, 5, 3.1, '#EF3340') +
    [0, 72, 144, 216, 288]
      .map((a) =>
        star(9.6 + 1.9 * Math.sin((a * Math.PI) / 180), 5 - 1.9 * Math.cos((a * Math.PI) / 180), 0.6, '#fff'),
      )
      .join(''),
  CN:
    rect(0, 0, W, H, '#DE2910') +
    star(5, 5, 3, '#FFDE00') +
    star(10, 2, 1, '#FFDE00', 23) +
    star(12, 4, 1, '#FFDE00', 45) +
    star(12, 7, 1, '#FFDE00', 0) +
    star(10, 9, 1, '#FFDE00', 23),
  HK:
    rect(0, 0, W, H, '#DE2910') +
    [0, 72, 144, 216, 288]
      .map((a) => `<ellipse cx="15" cy="6.6" rx="1.9" ry="3.4" fill="#fff" transform="rotate(${a} 15 10)"/>`)
      .join('') +
    circle(15, 10, 0.9, '#DE2910'),
  TW:
    rect(0, 0, W, H, '#FE0000') +
    rect(0, 0, 15, 10, '#000095') +
    star(7.5, 5, 3.4, '#fff') +
    circle(7.5, 5, 1.9, '#000095') +
    circle(7.5, 5, 1.5, '#fff'),
  JP: rect(0, 0, W, H, '#FFFFFF') + circle(15, 10, 6, '#BC002D'),
  KR:
    rect(0, 0, W, H, '#FFFFFF') +
    `<path d="M10,10 a5,5 0 0 1 10,0 a2.5,2.5 0 0 1 -5,0 a2.5,2.5 0 0 0 -5,0" fill="#CD2E3A"/>` +
    `<path d="M10,10 a5,5 0 0 0 10,0 a2.5,2.5 0 0 0 -5,0 a2.5,2.5 0 0 1 -5,0" fill="#0047A0"/>` +
    [
      [4.5, 4, -33.7],
      [25.5, 4, 33.7],
      [4.5, 16, 33.7],
      [25.5, 16, -33.7],
    ]
      .map(
        ([x, y, a]) =>
          `<rect x="${(x ?? 0) - 2}" y="${(y ?? 0) - 1.5}" width="4" height="3" fill="#000" transform="rotate(${a} ${x} ${y})"/>`,
      )
      .join(''),
  IN:
    hStripes(['#FF9933', '#FFFFFF', '#138808']) +
    `<circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" stroke-width="0.5"/>` +
    circle(15, 10, 0.6, '#000080'),
  KH:
    hStripes(['#032EA1', '#E00025', '#032EA1'], [1, 2, 1]) +
    `<path d="M10,13 h10 v-1 h-1 v-2 h-1 v-2 h-1.2 v-2 h-1.6 v2 h-1.2 v2 h-1 v2 h-1 v1 h-1z" fill="#fff"/>`,
  MM: hStripes(['#FECB00', '#34B233', '#EA2839']) + star(15, 10.8, 7, '#FFFFFF'),
  LA: hStripes(['#CE1126', '#002868', '#CE1126'], [1, 2, 1]) + circle(15, 10, 4, '#FFFFFF'),
  BD: rect(0, 0, W, H, '#006A4E') + circle(13.5, 10, 5.5, '#F42A41'),
  AU:
    rect(0, 0, W, H, '#012169') +
    unionJack(15, 10) +
    star(7.5, 15, 2.2, '#fff') +
    star(22.5, 16.5, 1.1, '#fff') +
    star(19.5, 8.5, 1.1, '#fff') +
    star(22.5, 3.5, 1.1, '#fff') +
    star(26, 7.5, 1.1, '#fff'),
  GB: unionJack(W, H),
  US:
    hStripes(Array.from({ length: 13 }, (_, i) => (i % 2 === 0 ? '#B22234' : '#FFFFFF'))) +
    rect(0, 0, 12, 10.8, '#3C3B6E') +
    Array.from({ length: 20 }, (_, i) =>
      circle(1.3 + (i % 5) * 2.35, 1.4 + Math.floor(i / 5) * 2.6, 0.5, '#fff'),
    ).join(''),
  BR:
    rect(0, 0, W, H, '#009C3B') +
    `<polygon points="15,2 28,10 15,18 2,10" fill="#FFDF00"/>` +
    circle(15, 10, 4.4, '#002776') +
    `<path d="M10.8,9.2 q4.2,-1.2 8.4,1.6" stroke="#fff" stroke-width="0.7" fill="none"/>`,
};

const outDir = path.resolve('public', 'COUNTRY_FLAG');
fs.mkdirSync(outDir, { recursive: true });
for (const { countryCode } of COUNTRIES) {
  const body = FLAGS[countryCode];
  if (!body) throw new Error(`No flag drawn for ${countryCode}`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: 48 } }).render().asPng();
  fs.writeFileSync(path.join(outDir, `${countryCode}.png`), png);
}
console.log(`flags: ${COUNTRIES.length} drawn in ${path.relative(process.cwd(), outDir)}`);
