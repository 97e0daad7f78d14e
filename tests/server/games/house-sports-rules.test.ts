import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  fixtureNoAt,
  fixtureOdds,
  GOAL_WEIGHT,
  goalWeights,
  kickOffOf,
  MAP_WEIGHT,
  mapsFrom,
  mapWeight,
  MARKETS,
  openKickOffs,
  OPEN_AHEAD,
  pairing,
  playFixture,
  RETURN_PERCENT,
  selectionWins,
  TEAMS,
  type FixtureResult,
  type Sport,
} from '../../../server/services/games/sports/sports-rules';

/** Every result the sampler can give with how many of its equally likely draws give it. */
function enumerated(
  sport: Sport,
  home: number,
  away: number,
): { results: [FixtureResult, number][]; total: number } {
  const teams = TEAMS[sport];
  const p = {
    home: teams[home]![0],
    away: teams[away]![0],
    homeRating: teams[home]![1],
    awayRating: teams[away]![1],
  };
  if (sport === 'football') {
    const w = goalWeights(p);
    // Every draw below GOAL_WEIGHT, through the sampler itself.
    const count = (weights: number[]) => {
      const c = new Map<number, number>();
      for (let d = 0; d < GOAL_WEIGHT; d++)
        c.set(bucketOf(weights, d), (c.get(bucketOf(weights, d)) ?? 0) + 1);
      return c;
    };
    const h = count(w.home);
    const a = count(w.away);
    const results: [FixtureResult, number][] = [];
    for (const [hg, hn] of h) for (const [ag, an] of a) results.push([{ home: hg, away: ag }, hn * an]);
    return { results, total: GOAL_WEIGHT ** 2 };
  }
  // Each map's draw is below the home weight (home wins it) or not: three maps, eight paths.
  const weight = mapWeight(p);
  const homeDraws = Array.from({ length: MAP_WEIGHT }, (_, d) => d).filter((d) => d < weight).length;
  const results: [FixtureResult, number][] = [];
  for (let path = 0; path < 8; path++) {
    const wins = [0, 1, 2].map((i) => ((path >> i) & 1) === 1);
    const draws = wins.map((w) => (w ? 0 : MAP_WEIGHT - 1));
    const n = wins.reduce((s, w) => s * (w ? homeDraws : MAP_WEIGHT - homeDraws), 1);
    results.push([mapsFrom(weight, draws), n]);
  }
  return { results, total: MAP_WEIGHT ** 3 };
}

describe('house sports book rules', () => {
  it('every selection of every pairing returns between 93 % and 94 % to the player, by enumeration of the result model', () => {
    for (const sport of ['football', 'esports'] as const) {
      const n = TEAMS[sport].length;
      let offered = 0;
      for (let home = 0; home < n; home++) {
        for (let away = 0; away < n; away++) {
          if (home === away) continue;
          const { results, total } = enumerated(sport, home, away);
          expect(results.reduce((s, [, c]) => s + c, 0)).toBe(total);
          const odds = fixtureOdds(sport, {
            home: TEAMS[sport][home]![0],
            away: TEAMS[sport][away]![0],
            homeRating: TEAMS[sport][home]![1],
            awayRating: TEAMS[sport][away]![1],
          });
          for (const [market, selections] of Object.entries(MARKETS[sport])) {
            // A market's selections cover every result exactly once.
            for (const [r] of results)
              expect(selections.filter((s) => selectionWins(market, s, r))).toHaveLength(1);
            for (const selection of selections) {
              const price = odds[market]![selection];
              expect(price).not.toBeNull();
              const wins = results
                .filter(([r]) => selectionWins(market, selection, r))
                .reduce((s, [, c]) => s + c, 0);
              const rtp = (wins * price!) / 100 / total;
              expect(rtp).toBeLessThanOrEqual(RETURN_PERCENT / 100);
              expect(rtp).toBeGreaterThanOrEqual(0.93);
              offered++;
            }
          }
        }
      }
      expect(offered).toBe(n * (n - 1) * (sport === 'football' ? 5 : 4));
    }
  });

  it('the fixture grid is the same for every process: numbers and kick-offs round-trip, open fixtures are the next ones', () => {
    const now = new Date('2026-12-02T08:59:30.000Z');
    const open = openKickOffs(now);
    expect(open.map((d) => d.toISOString())).toEqual([
      '2026-12-02T09:00:00.000Z',
      '2026-12-02T09:02:00.000Z',
      '2026-12-02T09:04:00.000Z',
      '2026-12-02T09:06:00.000Z',
    ]);
    expect(open).toHaveLength(OPEN_AHEAD);
    expect(open.map(fixtureNoAt)).toEqual([
      '20261202-0270',
      '20261202-0271',
      '20261202-0272',
      '20261202-0273',
    ]);
    // A kick-off exactly now is closed: the first open one is the next.
    expect(openKickOffs(new Date('2026-12-02T09:00:00.000Z'))[0]!.toISOString()).toBe(
      '2026-12-02T09:02:00.000Z',
    );
    // Midnight is the day's last fixture.
    expect(fixtureNoAt(new Date('2026-12-03T00:00:00.000Z'))).toBe('20261202-0720');
    for (const at of [...open, new Date('2026-12-03T00:00:00.000Z'), new Date('2026-12-03T00:02:00.000Z')])
      expect(kickOffOf(fixtureNoAt(at))?.toISOString()).toBe(at.toISOString());
    for (const bad of ['20261202-0000', '20261202-0721', '2026120-0001', '20261302-0001', 'x'])
      expect(kickOffOf(bad)).toBeNull();
    // Who plays is read from the book and fixture: the same every time, never a team against itself.
    const a = pairing('football', 'SBK-BOOK', '20261202-0270');
    expect(pairing('football', 'SBK-BOOK', '20261202-0270')).toEqual(a);
    for (let i = 1; i <= 720; i++) {
      const p = pairing('esports', 'AV-BOOK', `20261202-${String(i).padStart(4, '0')}`);
      expect(p.home).not.toBe(p.away);
    }
  });

  it('a result is read from its server seed alone: the same seed gives the same score', () => {
    const p = pairing('football', 'SBK-BOOK', '20261202-0270');
    const r = playFixture('football', 'seed-1', 'SBK-BOOK', '20261202-0270', p);
    expect(playFixture('football', 'seed-1', 'SBK-BOOK', '20261202-0270', p)).toEqual(r);
    const e = playFixture(
      'esports',
      'seed-1',
      'AV-BOOK',
      '20261202-0270',
      pairing('esports', 'AV-BOOK', '20261202-0270'),
    );
    expect(Math.max(e.home, e.away)).toBe(2);
    expect(Math.min(e.home, e.away)).toBeLessThan(2);
  });
});
