import { describe, expect, it } from 'vitest';
import { lobbyRoute } from './lobby-route';

describe('lobby route parameters', () => {
  it('R2.8 upper-cases lobbyType into a game type and reads type hot or vassalage with its vendor', () => {
    expect(lobbyRoute('route', { lobbyType: 'rng' })).toEqual({ gameType: 'RNG', hot: false });
    expect(lobbyRoute('route', { lobbyType: 'Fish', type: 'hot' })).toEqual({ gameType: 'FISH', hot: true });
    expect(lobbyRoute('route', { lobbyType: 'rng', type: 'vassalage', vassalage: 'TSR' })).toEqual({
      gameType: 'RNG',
      hot: false,
      vassalage: 'TSR',
    });
  });

  it('R2.8 an address naming no lobby, another type, or a vendor without its type is no lobby', () => {
    expect(lobbyRoute('route', { lobbyType: 'live' })).toBeNull();
    expect(lobbyRoute('route', {})).toBeNull();
    expect(lobbyRoute('route', { lobbyType: 'rng', type: 'new' })).toBeNull();
    expect(lobbyRoute('route', { lobbyType: 'rng', type: 'vassalage' })).toBeNull();
    expect(lobbyRoute('route', { lobbyType: 'rng', type: 'hot', vassalage: 'TSR' })).toBeNull();
  });

  it('a lobby with a fixed type ignores the address', () => {
    expect(lobbyRoute('FISH', { lobbyType: 'rng', type: 'hot' })).toEqual({ gameType: 'FISH', hot: false });
  });
});
