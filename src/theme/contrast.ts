import type { SiteTheme, ThemeName, ThemeTokens } from '@schemas/site/theme';

/** Relative luminance of an sRGB hex colour (WCAG 2.x); an alpha byte is ignored. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Token = keyof ThemeTokens;

/**
 * Pairs of tokens that must stay readable: text tokens on every surface (4.5:1),
 * contrast texts on their fills (4.5:1), focus ring on surfaces (3:1, a non-text cue).
 */
export const CONTRAST_PAIRS: readonly { fg: Token; bg: Token; min: number }[] = [
  ...(['textPrimary', 'textSecondary', 'textMuted'] as const).flatMap((fg) =>
    (['surfacePage', 'surfaceRaised', 'surfaceOverlay', 'surfaceSunken'] as const).map((bg) => ({
      fg,
      bg,
      min: 4.5,
    })),
  ),
  ...(['accent', 'success', 'warning', 'danger', 'jackpot'] as const).flatMap((fg) =>
    (['surfacePage', 'surfaceRaised', 'surfaceOverlay'] as const).map((bg) => ({ fg, bg, min: 4.5 })),
  ),
  { fg: 'textPrimary', bg: 'accentSoft', min: 4.5 },
  { fg: 'onAccent', bg: 'accent', min: 4.5 },
  { fg: 'onDanger', bg: 'danger', min: 4.5 },
  ...(['surfacePage', 'surfaceRaised', 'surfaceOverlay'] as const).map((bg) => ({
    fg: 'focus' as const,
    bg,
    min: 3,
  })),
];

export interface ContrastFailure {
  theme: ThemeName;
  fg: Token;
  bg: Token;
  ratio: number;
  min: number;
}

/** Every pair of CONTRAST_PAIRS below its minimum, in both themes of a brand. */
export function contrastFailures(theme: Pick<SiteTheme, 'dark' | 'light'>): ContrastFailure[] {
  const failures: ContrastFailure[] = [];
  for (const name of ['dark', 'light'] as const) {
    for (const { fg, bg, min } of CONTRAST_PAIRS) {
      const ratio = contrastRatio(theme[name][fg], theme[name][bg]);
      if (ratio < min) failures.push({ theme: name, fg, bg, ratio: Math.round(ratio * 100) / 100, min });
    }
  }
  return failures;
}
