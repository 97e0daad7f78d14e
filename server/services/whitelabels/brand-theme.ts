type Tokens = Record<string, string>;

/** WCAG contrast of two colours (the portal's src/theme/contrast.ts, which the server may not import). */
function contrastRatio(a: string, b: string): number {
  const lum = (c: string) =>
    rgb(c)
      .map((v) => v / 255)
      .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0');
const rgb = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number];
/** `a` moved toward `b` by `t` (0..1). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x.map((v, i) => hex(v + ((y[i] ?? 0) - v) * t)).join('')}`;
}

/**
 * A theme's brand tokens from one accent colour: the accent moved toward the text colour
 * until it reads on every surface (4.5:1), the text on it black or white (whichever reads
 * better), and a soft fill of it under the theme's primary text.
 */
export function brandTokens(tokens: Tokens, accent: string): Tokens {
  const surfaces = ['surfacePage', 'surfaceRaised', 'surfaceOverlay'].map((k) => tokens[k] ?? '#000000');
  const text = tokens.textPrimary ?? '#ffffff';
  let fitted = accent.toLowerCase();
  for (let step = 1; step <= 20 && surfaces.some((s) => contrastRatio(fitted, s) < 4.5); step++)
    fitted = mix(accent, text, step / 20);
  const onAccent =
    contrastRatio('#000000', fitted) >= contrastRatio('#ffffff', fitted) ? '#000000' : '#ffffff';
  let soft = mix(surfaces[0] ?? '#000000', fitted, 0.2);
  for (let t = 0.18; t > 0 && contrastRatio(text, soft) < 4.5; t -= 0.02)
    soft = mix(surfaces[0] ?? '#000000', fitted, t);
  return { ...tokens, accent: fitted, onAccent, accentSoft: soft };
}
