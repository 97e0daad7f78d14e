import { describe, expect, it } from 'vitest';
import { pageAtPath, routeMatches } from './page-at-path';

describe('the page a path shows', () => {
  it('a route matches the paths the portal routes to it, optional parts, case and a trailing slash included', () => {
    const lobby = '/lobby/:lobbyType/:type?/:vassalage?';
    expect(routeMatches(lobby, '/lobby/slots')).toBe(true);
    expect(routeMatches(lobby, '/lobby/slots/pg/')).toBe(true);
    expect(routeMatches(lobby, '/lobby/slots/pg/x')).toBe(true);
    expect(routeMatches(lobby, '/lobby')).toBe(false);
    expect(routeMatches(lobby, '/lobby/slots/pg/x/y')).toBe(false);
    expect(routeMatches('/', '/')).toBe(true);
    expect(routeMatches('/', '/live')).toBe(false);
    expect(routeMatches('/live', '/live/')).toBe(true);
    expect(routeMatches('/live', '/LIVE')).toBe(true);
    expect(routeMatches('/live', '/lively')).toBe(false);
    expect(routeMatches('/help/*', '/help/a/b')).toBe(true);
  });

  it('a page is found by its route or an alias, a route with parameters included', () => {
    const home = { route: '/', aliases: ['/home'] };
    const live = { route: '/live' };
    const game = { route: '/play/:gameId' };
    const pages = [home, live, game];
    expect(pageAtPath(pages, '/home')).toBe(home);
    expect(pageAtPath(pages, '/live/')).toBe(live);
    expect(pageAtPath(pages, '/play/123')).toBe(game);
    expect(pageAtPath(pages, '/nowhere')).toBeUndefined();
  });
});
