/**
 * The picture of each banner group, drawn on the right of a 1920 x 600 canvas so the
 * left stays calm for the title the portal lays over it. Presentation attributes
 * only (no style attributes): it renders under the strict CSP.
 */
export interface MotifColours {
  accent: string;
  light: string;
  deep: string;
  second: string;
}

type Motif = (c: MotifColours, v: number) => string;

const sparkle = (x: number, y: number, r: number, fill: string, o = 1) =>
  `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z" fill="${fill}" opacity="${o}"/>`;

const coin = (x: number, y: number, r: number, c: MotifColours) =>
  `<g><ellipse cx="${x}" cy="${y + r * 0.16}" rx="${r}" ry="${r * 0.92}" fill="${c.deep}"/>` +
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.accent}"/>` +
  `<circle cx="${x}" cy="${y}" r="${r * 0.74}" fill="none" stroke="${c.light}" stroke-width="${r * 0.07}" opacity="0.8"/>` +
  `${sparkle(x, y, r * 0.4, c.light, 0.95)}</g>`;

const card = (x: number, y: number, rot: number, c: MotifColours, suit: string) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-95" y="-135" width="190" height="270" rx="18" fill="#fbfbfd"/>` +
  `<rect x="-81" y="-121" width="162" height="242" rx="12" fill="none" stroke="${c.accent}" stroke-width="4" opacity="0.55"/>` +
  `<path d="${suit}" transform="scale(2.4)" fill="${c.second}"/></g>`;

const HEART = 'M0 12C-14 2-18-6-12-11C-7-15-2-12 0-8C2-12 7-15 12-11C18-6 14 2 0 12Z';
const DIAMOND = 'M0-16L12 0L0 16L-12 0Z';
const SPADE = 'M0-15C-6-6-16-2-12 6C-9 11-3 10 0 5C3 10 9 11 12 6C16-2 6-6 0-15ZM-4 14H4L0 5Z';

const motifs: Record<string, Motif> = {
  w_home: (c, v) =>
    [
      coin(1460 - v * 40, 300, 150, c),
      coin(1700, 180 + v * 30, 90, c),
      coin(1260, 470, 70, c),
      coin(1750, 460, 60, c),
      sparkle(1180, 170, 36, c.light),
      sparkle(1620, 520, 24, c.light, 0.8),
      sparkle(1830, 90, 20, c.light, 0.7),
    ].join(''),
  w_rng: (c, v) => {
    const reels = [0, 1, 2]
      .map((i) => {
        const x = 1150 + i * 230;
        const symbols = [0, 1, 2]
          .map((j) => {
            const y = 160 + j * 140;
            const kind = (i + j + v) % 3;
            if (kind === 0)
              return `<circle cx="${x + 75}" cy="${y + 20}" r="34" fill="${c.second}"/><circle cx="${x + 120}" cy="${y + 30}" r="30" fill="${c.second}"/><path d="M${x + 80} ${y - 10}Q${x + 110} ${y - 60} ${x + 140} ${y - 40}" stroke="${c.deep}" stroke-width="8" fill="none"/>`;
            if (kind === 1)
              return `<rect x="${x + 40}" y="${y - 8}" width="120" height="56" rx="10" fill="${c.accent}"/><rect x="${x + 52}" y="${y + 4}" width="96" height="32" rx="6" fill="${c.deep}" opacity="0.6"/>`;
            return sparkle(x + 100, y + 20, 48, c.accent);
          })
          .join('');
        return `<rect x="${x}" y="90" width="200" height="430" rx="26" fill="#ffffff" opacity="0.94"/>${symbols}`;
      })
      .join('');
    return `<rect x="1120" y="60" width="720" height="490" rx="40" fill="${c.deep}" opacity="0.85"/>${reels}<rect x="1110" y="285" width="740" height="12" rx="6" fill="${c.accent}" opacity="0.9"/>`;
  },
  w_live: (c, v) =>
    [
      `<circle cx="1500" cy="330" r="250" fill="${c.deep}" opacity="0.55"/>`,
      card(1360, 320, -18 + v * 4, c, HEART),
      card(1520, 290, 0, c, SPADE),
      card(1680, 320, 18 - v * 4, c, DIAMOND),
      ...[0, 1, 2].map(
        (i) =>
          `<g transform="translate(${1230 + i * 60} ${500 - i * 10})"><ellipse rx="64" ry="22" fill="${c.deep}"/><ellipse cy="-10" rx="64" ry="22" fill="${i % 2 ? c.second : c.accent}"/><ellipse cy="-10" rx="40" ry="13" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="12 10"/></g>`,
      ),
    ].join(''),
  w_fish: (c, v) => {
    const fish = (x: number, y: number, s: number, col: string) =>
      `<g transform="translate(${x} ${y}) scale(${s})"><ellipse rx="90" ry="48" fill="${col}"/><path d="M80 0L140-45L140 45Z" fill="${col}"/><circle cx="-48" cy="-10" r="11" fill="#fff"/><circle cx="-50" cy="-10" r="5" fill="${c.deep}"/></g>`;
    const bubbles = Array.from({ length: 9 }, (_, i) => {
      const x = 1150 + ((i * 97 + v * 31) % 700);
      const y = 80 + ((i * 61) % 430);
      return `<circle cx="${x}" cy="${y}" r="${10 + (i % 4) * 7}" fill="none" stroke="${c.light}" stroke-width="4" opacity="0.7"/>`;
    }).join('');
    return `<path d="M1040 520Q1240 460 1440 520T1840 520T2240 520V600H1040Z" fill="${c.deep}" opacity="0.7"/>${fish(1420, 260, 1.6, c.accent)}${fish(1720, 400, 0.9, c.second)}${fish(1240, 430, 0.7, c.light)}${bubbles}`;
  },
  w_pvp: (c, v) => {
    const tile = (x: number, y: number, rot: number, dots: number) => {
      const marks = Array.from(
        { length: dots },
        (_, i) =>
          `<circle cx="${-30 + (i % 2) * 60}" cy="${-60 + Math.floor(i / 2) * 60}" r="17" fill="${i % 3 ? c.second : c.accent}"/>`,
      ).join('');
      return `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-78" y="-112" width="156" height="224" rx="20" fill="${c.deep}"/><rect x="-72" y="-118" width="156" height="224" rx="20" fill="#fdfcf7"/>${marks}</g>`;
    };
    return `<circle cx="1500" cy="310" r="240" fill="${c.accent}" opacity="0.18"/>${tile(1300, 320, -14, 4)}${tile(1500, 290, 2 + v * 3, 6)}${tile(1700, 330, 16, 5)}`;
  },
  w_sports: (c, v) =>
    `<g opacity="0.5" stroke="${c.light}" stroke-width="6" fill="none"><rect x="1080" y="70" width="800" height="460" rx="8"/><line x1="1480" y1="70" x2="1480" y2="530"/><circle cx="1480" cy="300" r="90"/><rect x="1080" y="190" width="120" height="220"/><rect x="1760" y="190" width="120" height="220"/></g>` +
    `<g transform="translate(${1480 + v * 60} 300)"><circle r="150" fill="#fff"/><path d="M0-60L57-18L35 48H-35L-57-18Z" fill="${c.deep}"/>` +
    [0, 72, 144, 216, 288]
      .map(
        (a) =>
          `<path d="M0-60L0-128" transform="rotate(${a})" stroke="${c.deep}" stroke-width="9"/><path d="M-40-140L40-140L0-128Z" transform="rotate(${a})" fill="${c.deep}"/>`,
      )
      .join('') +
    `</g>${sparkle(1260, 140, 30, c.accent)}${sparkle(1730, 470, 26, c.accent)}`,
  w_esports: (c, v) => {
    const hex = (x: number, y: number, r: number, o: number) => {
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i;
        return `${(x + r * Math.cos(a)).toFixed(0)},${(y + r * Math.sin(a)).toFixed(0)}`;
      }).join(' ');
      return `<polygon points="${pts}" fill="none" stroke="${c.light}" stroke-width="5" opacity="${o}"/>`;
    };
    const grid = Array.from({ length: 14 }, (_, i) =>
      hex(
        1140 + (i % 5) * 170 + (Math.floor(i / 5) % 2) * 85,
        120 + Math.floor(i / 5) * 150,
        80,
        0.25 + ((i + v) % 3) * 0.15,
      ),
    ).join('');
    return `${grid}<g transform="translate(1500 320)"><path d="M-230-40Q-230-120-150-120H150Q230-120 230-40L260 90Q270 150 210 150Q170 150 140 100L110 60H-110L-140 100Q-170 150-210 150Q-270 150-260 90Z" fill="${c.accent}"/><rect x="-150" y="-50" width="26" height="90" rx="6" fill="${c.deep}"/><rect x="-182" y="-18" width="90" height="26" rx="6" fill="${c.deep}"/><circle cx="120" cy="-30" r="20" fill="${c.second}"/><circle cx="170" cy="10" r="20" fill="${c.light}"/><circle cx="70" cy="10" r="20" fill="${c.light}"/><circle cx="120" cy="50" r="20" fill="${c.second}"/></g>`;
  },
  w_lott: (c, v) => {
    const ball = (x: number, y: number, r: number, col: string) =>
      `<g><circle cx="${x}" cy="${y}" r="${r}" fill="${col}"/><circle cx="${x}" cy="${y}" r="${r * 0.52}" fill="#fff"/><ellipse cx="${x - r * 0.35}" cy="${y - r * 0.45}" rx="${r * 0.28}" ry="${r * 0.14}" fill="#fff" opacity="0.45"/></g>`;
    const cols = [c.accent, c.second, c.light, c.accent, c.second];
    return (
      `<circle cx="1500" cy="300" r="255" fill="${c.deep}" opacity="0.6"/>` +
      [
        [1330, 250, 105],
        [1560, 190, 120],
        [1700, 380, 95],
        [1450, 430, 85],
        [1240, 460, 60],
      ]
        .map(([x, y, r], i) =>
          ball(x as number, (y as number) + (i % 2 ? v * 14 : 0), r as number, cols[i] as string),
        )
        .join('') +
      sparkle(1820, 160, 30, c.light)
    );
  },
  w_down: (c, v) =>
    `<g transform="translate(${1450 + v * 40} 305) rotate(-8)"><rect x="-150" y="-270" width="300" height="560" rx="48" fill="${c.deep}"/><rect x="-132" y="-246" width="264" height="500" rx="34" fill="${c.accent}"/>` +
    `<rect x="-104" y="-200" width="92" height="92" rx="22" fill="#fff" opacity="0.9"/><rect x="12" y="-200" width="92" height="92" rx="22" fill="${c.second}"/><rect x="-104" y="-88" width="92" height="92" rx="22" fill="${c.second}"/><rect x="12" y="-88" width="92" height="92" rx="22" fill="#fff" opacity="0.9"/>` +
    `<circle cy="120" r="64" fill="#fff"/><path d="M0 84V150M-28 124L0 152L28 124" stroke="${c.deep}" stroke-width="12" stroke-linecap="round" fill="none"/></g>` +
    sparkle(1700, 140, 34, c.light) +
    sparkle(1220, 480, 24, c.light, 0.8),
  w_promotion: (c, v) => {
    const confetti = Array.from({ length: 16 }, (_, i) => {
      const x = 1120 + ((i * 131 + v * 57) % 760);
      const y = 60 + ((i * 89) % 480);
      return `<rect x="${x}" y="${y}" width="26" height="12" rx="4" fill="${i % 2 ? c.second : c.light}" transform="rotate(${(i * 37) % 180} ${x} ${y})"/>`;
    }).join('');
    return `${confetti}<g transform="translate(1490 330)"><rect x="-200" y="-60" width="400" height="260" rx="22" fill="${c.accent}"/><rect x="-225" y="-130" width="450" height="100" rx="20" fill="${c.light}"/><rect x="-34" y="-130" width="68" height="330" fill="${c.second}"/><path d="M0-130C-60-230-190-210-150-150C-120-110-40-125 0-130C40-125 120-110 150-150C190-210 60-230 0-130Z" fill="${c.second}"/></g>`;
  },
  w_shop: (c, v) => {
    const gem = (x: number, y: number, s: number, col: string) =>
      `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-100-40L-60-90H60L100-40L0 90Z" fill="${col}"/><path d="M-100-40H100M-60-90L-30-40L0 90L30-40L60-90M-30-40L0-90L30-40" stroke="#fff" stroke-width="5" fill="none" opacity="0.55"/></g>`;
    return `<g transform="translate(1420 330)"><path d="M-170-110H170L200 230H-200Z" fill="${c.deep}"/><path d="M-90-110V-160Q-90-240 0-240Q90-240 90-160V-110" stroke="${c.accent}" stroke-width="22" fill="none"/><rect x="-200" y="-40" width="400" height="46" fill="${c.accent}"/></g>${gem(1700, 240 + v * 20, 1.1, c.second)}${gem(1780, 450, 0.6, c.light)}${sparkle(1640, 110, 30, c.light)}`;
  },
  w_help: (c, v) =>
    `<g transform="translate(1430 300)"><circle r="190" fill="${c.light}"/><circle r="110" fill="${c.deep}" opacity="0.9"/>` +
    [0, 90, 180, 270]
      .map(
        (a) =>
          `<path d="M-48-188A190 190 0 0 1 48-188L28-108A110 110 0 0 0-28-108Z" transform="rotate(${a + 45})" fill="${c.second}"/>`,
      )
      .join('') +
    `</g><g transform="translate(${1700 + v * 20} 200)"><path d="M-120-70H120Q150-70 150-40V50Q150 80 120 80H-20L-80 130V80H-120Q-150 80-150 50V-40Q-150-70-120-70Z" fill="${c.accent}"/><circle cx="-60" cy="5" r="16" fill="${c.deep}"/><circle cy="5" r="16" fill="${c.deep}"/><circle cx="60" cy="5" r="16" fill="${c.deep}"/></g>`,
};

export function motif(group: string, colours: MotifColours, variant: number): string {
  return (motifs[group] ?? motifs.w_home)?.(colours, variant) ?? '';
}
