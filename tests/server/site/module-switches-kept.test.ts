import { describe, expect, it } from 'vitest';
import type { Site } from '../../../schemas/site/site';
import { withModulesSwitchedOff } from '../../../server/services/site/module-switches';

/** Enough of a site for pruning: a lottery page and nav item, and both centres. */
function site(): Site {
  return {
    gameTypes: ['rng', 'lottery'],
    pages: [{ route: '/' }, { route: '/lottery' }],
    nav: [
      { id: 'home', route: '/' },
      { id: 'lottery', route: '/lottery' },
    ],
    memberCentre: { pages: [{ key: 'profile' }], default: 'profile' },
    agentCentre: { pages: [{ key: 'team' }], default: 'team' },
  } as unknown as Site;
}

describe('module switches, worked out once per site and settings', () => {
  it('the same site and settings give the same pruned site; new settings prune afresh', () => {
    const served = site();
    const lotteryOff = { modules: { lottery: false, elottery: false } };
    const first = withModulesSwitchedOff(served, lotteryOff);
    expect(first).not.toBe(served);
    expect(first.pages.map((p) => p.route)).toEqual(['/']);
    expect(withModulesSwitchedOff(served, lotteryOff)).toBe(first);

    // A reload of the merchant gives a new settings object, which is read again.
    const allOn = { modules: {} };
    expect(withModulesSwitchedOff(served, allOn)).toBe(served);
    // And a new served site (its files changed) is pruned on its own.
    const next = site();
    const pruned = withModulesSwitchedOff(next, lotteryOff);
    expect(pruned).not.toBe(first);
    expect(pruned.pages.map((p) => p.route)).toEqual(['/']);
  });
});
