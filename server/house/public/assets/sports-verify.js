// The house sports book's verify part: a played match's seed against the hash shown before
// kick-off, and its score recomputed from the seed, the same way the platform drew it
// (server/services/games/sports/sports-rules.ts, fair-random.ts).

import { fairIntegers, seedHashOf } from './fair-draws.js';

function bucketOf(weights, draw) {
  let left = draw;
  for (let i = 0; i < weights.length; i++) {
    left -= weights[i];
    if (left < 0) return i;
  }
  return weights.length - 1;
}

const sum = (list) => list.reduce((a, b) => a + b, 0);

/** Whether the seed matches its hash, and the score it gives. */
export async function verifyFixture(sport, gameCode, fixture) {
  const hashOk = (await seedHashOf(fixture.serverSeed)) === fixture.serverSeedHash;
  const message = `${gameCode}:${fixture.fixtureNo}`;
  const { home, away } = fixture.weights;
  let score;
  if (sport === 'football') {
    const [h, a] = await fairIntegers(fixture.serverSeed, message, [sum(home), sum(away)]);
    score = { home: bucketOf(home, h), away: bucketOf(away, a) };
  } else {
    const total = home[0] + away[0];
    const draws = await fairIntegers(fixture.serverSeed, message, [total, total, total]);
    score = { home: 0, away: 0 };
    for (const d of draws) {
      if (score.home === 2 || score.away === 2) break;
      if (d < home[0]) score.home += 1;
      else score.away += 1;
    }
  }
  const scoreOk = score.home === fixture.result?.home && score.away === fixture.result?.away;
  return { hashOk, scoreOk, score };
}
