import { describe, expect, it } from 'vitest';
import type { VendorCard } from '@schemas/api/game-shapes';
import { ALL_VENDORS, currentGame } from './current-game';

const vendor = (vassalage: string, isHot = 0) => ({ vassalage, title: vassalage, isHot }) as VendorCard;
const menus = { state: 'hasData', data: [vendor('PGS', 1), vendor('TSR')] } as const;

describe('the slot lobby’s current game', () => {
  it('R4.24 is the first RNG vendor of the menus, in the merchant’s order, when nothing was kept', () => {
    expect(currentGame(null, menus)).toEqual({ decided: true, vassalage: 'PGS' });
  });

  it('R4.21 is the vendor a launch or the player kept, and every vendor once the player chose them all', () => {
    expect(currentGame('TSR', menus)).toEqual({ decided: true, vassalage: 'TSR' });
    expect(currentGame(ALL_VENDORS, menus)).toEqual({ decided: true, vassalage: undefined });
    // A kept vendor needs no menus: decided before they arrive.
    expect(currentGame('TSR', { state: 'loading' })).toEqual({ decided: true, vassalage: 'TSR' });
  });

  it('waits for the menus, and falls back to every vendor when they fail or list none', () => {
    expect(currentGame(null, { state: 'loading' })).toEqual({ decided: false });
    expect(currentGame(null, { state: 'hasError', error: new Error('down') })).toEqual({
      decided: true,
      vassalage: undefined,
    });
    expect(currentGame(null, { state: 'hasData', data: [] })).toEqual({
      decided: true,
      vassalage: undefined,
    });
  });
});
