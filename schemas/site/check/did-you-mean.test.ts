import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from './did-you-mean';

describe('did you mean', () => {
  it('measures edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('suggests the nearest name for a likely typo, ignoring case', () => {
    expect(didYouMean('MOBILENUMREG', ['MOBILENUMREG3', 'FREEPLAY3'])).toBe('MOBILENUMREG3');
    expect(didYouMean('w_hom', ['w_home', 'w_help'])).toBe('w_home');
    expect(didYouMean('bannerAutoPlayMs', ['bannerAutoplayMs', 'timeZone'])).toBe('bannerAutoplayMs');
    expect(didYouMean('TG', ['TH', 'EN'])).toBe('TH');
  });

  it('stays silent when nothing is close', () => {
    expect(didYouMean('KR', ['EN', 'TH'])).toBeUndefined();
    expect(didYouMean('casino-lobby', ['section', 'feature-unavailable'])).toBeUndefined();
    expect(didYouMean('x', [])).toBeUndefined();
  });
});
