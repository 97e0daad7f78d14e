// The slot's symbols, drawn as SVG so they look the same on every machine.
const NS = 'http://www.w3.org/2000/svg';
const DRAW = {
  W: [
    [
      'polygon',
      {
        points: '32,6 39,24 58,24 43,36 48,55 32,44 16,55 21,36 6,24 25,24',
        fill: '#ffd54a',
        stroke: '#8a5a00',
        'stroke-width': 2,
      },
    ],
    [
      'text',
      // Across the star's broad upper band, squeezed to a width that stays inside its points.
      {
        x: 32,
        y: 32,
        'font-size': 9,
        'font-weight': 800,
        'text-anchor': 'middle',
        textLength: 22,
        lengthAdjust: 'spacingAndGlyphs',
        fill: '#5a3a00',
      },
      'WILD',
    ],
  ],
  7: [
    [
      'text',
      {
        x: 32,
        y: 48,
        'font-size': 46,
        'font-weight': 900,
        'text-anchor': 'middle',
        fill: '#ff3d57',
        stroke: '#7a0013',
        'stroke-width': 2,
      },
      '7',
    ],
  ],
  B: [
    [
      'rect',
      { x: 8, y: 20, width: 48, height: 24, rx: 5, fill: '#2b2b2b', stroke: '#ffcf4a', 'stroke-width': 3 },
    ],
    [
      'text',
      { x: 32, y: 38, 'font-size': 16, 'font-weight': 900, 'text-anchor': 'middle', fill: '#ffcf4a' },
      'BAR',
    ],
  ],
  L: [
    [
      'path',
      {
        d: 'M32 8c-11 0-16 9-16 20v10l-6 8h44l-6-8V28c0-11-5-20-16-20z',
        fill: '#ffc233',
        stroke: '#8a5a00',
        'stroke-width': 2,
      },
    ],
    ['circle', { cx: 32, cy: 52, r: 5, fill: '#8a5a00' }],
  ],
  M: [
    ['path', { d: 'M8 26h48a24 24 0 0 1-48 0z', fill: '#3bb54a', stroke: '#1d5e26', 'stroke-width': 2 }],
    ['path', { d: 'M13 28h38a19 19 0 0 1-38 0z', fill: '#ff5a6e' }],
    ['circle', { cx: 26, cy: 34, r: 2, fill: '#222' }],
    ['circle', { cx: 38, cy: 34, r: 2, fill: '#222' }],
    ['circle', { cx: 32, cy: 40, r: 2, fill: '#222' }],
  ],
  C: [
    [
      'path',
      {
        d: 'M30 12c4 12 10 18 18 22M30 12c-2 12-8 20-12 24',
        stroke: '#2f7d32',
        'stroke-width': 3,
        fill: 'none',
      },
    ],
    ['circle', { cx: 20, cy: 44, r: 11, fill: '#e0203a' }],
    ['circle', { cx: 46, cy: 42, r: 11, fill: '#c5162d' }],
  ],
};

export function symbolSvg(symbol) {
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 64 64');
  svg.setAttribute('width', '64');
  svg.setAttribute('height', '64');
  svg.setAttribute('role', 'img');
  svg.setAttribute(
    'aria-label',
    { W: 'wild', 7: 'seven', B: 'bar', L: 'bell', M: 'melon', C: 'cherry' }[symbol] ?? symbol,
  );
  for (const [tag, attrs, text] of DRAW[symbol] ?? []) {
    const node = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    if (text) node.textContent = text;
    svg.append(node);
  }
  return svg;
}
