import { describe, expect, it } from 'vitest';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { currentItemIds } from './nav-targets';

describe('currentItemIds', () => {
  const nav = loadWhitelabelSite('aurora').nav;

  it('marks one item on a page two items share: the type the page shows, else the first', () => {
    expect([...currentItemIds(nav, '/lottery', null)]).toEqual(['lottery']);
    expect([...currentItemIds(nav, '/lottery', 'LOTT')]).toEqual(['lottery']);
    expect([...currentItemIds(nav, '/lottery', 'ELOTT')]).toEqual(['elottery']);
  });

  it('marks the item of a page no other item shares, and none elsewhere', () => {
    expect([...currentItemIds(nav, '/', null)]).toEqual(['home']);
    expect([...currentItemIds(nav, '/rng', 'ELOTT')]).toEqual(['rng']);
    expect([...currentItemIds(nav, '/member', null)]).toEqual([]);
  });
});
