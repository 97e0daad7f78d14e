import { describe, expect, it } from 'vitest';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { whitelabelCodes } from '../../../tests/support/whitelabel-sites';
import { contrastRatio } from '../../theme/contrast';
import { headerTextColour } from './header-text-colour';

describe('chat header colour', () => {
  it.each(whitelabelCodes)('R3.32 %s: the chat header text reads at 4.5:1 or more on its colour', (code) => {
    const colour = loadWhitelabelSite(code).merchant.chatHeaderColor;
    expect(colour, 'every shipped merchant sets its chat header colour').toBeDefined();
    expect(contrastRatio(headerTextColour(colour as string), colour as string)).toBeGreaterThanOrEqual(4.5);
  });

  it('picks dark text on a light colour and white on a dark one', () => {
    expect(headerTextColour('#ffe066')).toBe('#14141a');
    expect(headerTextColour('#0a6b45')).toBe('#ffffff');
  });
});
