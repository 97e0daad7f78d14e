import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteTheme } from '@schemas/site/theme';
import { contrastFailures, contrastRatio } from './contrast';

const dir = path.resolve('whitelabels');
const brands = fs
  .readdirSync(dir)
  .filter((code) => fs.existsSync(path.join(dir, code, 'theme.json')))
  .sort();

describe('theme contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('finds a text token that is too faint', () => {
    const theme = JSON.parse(fs.readFileSync(path.join(dir, 'aurora', 'theme.json'), 'utf8')) as SiteTheme;
    theme.light.textMuted = '#c0c4cc';
    expect(contrastFailures(theme)).toContainEqual(
      expect.objectContaining({ theme: 'light', fg: 'textMuted', bg: 'surfacePage' }),
    );
  });

  it('covers at least three brands', () => {
    expect(brands.length).toBeGreaterThanOrEqual(3);
  });

  it.each(brands)('%s keeps text at 4.5:1 or more on every surface in dark and light', (code) => {
    const theme = JSON.parse(fs.readFileSync(path.join(dir, code, 'theme.json'), 'utf8')) as SiteTheme;
    expect(contrastFailures(theme)).toEqual([]);
  });
});
