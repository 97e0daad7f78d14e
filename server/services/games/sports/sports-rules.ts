import { createHash } from 'node:crypto';
import { fairIntegers } from '../fair/fair-random';

/*
 * The house virtual sports book (docs/decisions/house-sports-book.md). Pure rules: the
 * fixture grid, the teams, the result model, the odds read from it and the payouts.
 */

export type Sport = 'football' | 'esports';

/** A new fixture kicks off on every book this often, on a UTC grid every process agrees on. */
export const KICK_OFF_EVERY_SECONDS = 120;
/** How many fixtures ahead are open for betting (betting closes at kick-off). */
export const OPEN_AHEAD = 4;
/** The return to player the odds are priced at: 94 %, a 6 % house margin. */
export const RETURN_PERCENT = 94;
/** Odds are hundredths (250 = 2.50); a selection priced below 1.01 is not offered. */
export const MIN_ODDS = 101;
/** Football: goals per side are read from a Poisson weight table of 0 to MAX_GOALS. */
export const MAX_GOALS = 7;
/** Football weights per side sum to this; esports map weights to MAP_WEIGHT. */
export const GOAL_WEIGHT = 10_000;
export const MAP_WEIGHT = 1_000;

/** The demo books that are esports books; every other house book plays football. */
const ESPORTS_BOOKS = new Set(['AV', 'AI', 'IMES', 'TF', 'IA']);

export function sportOf(vendorCode: string): Sport {
  return ESPORTS_BOOKS.has(vendorCode) ? 'esports' : 'football';
}

/** Invented, neutral team names with a strength rating (60 to 90). */
export const TEAMS: Readonly<Record<Sport, readonly (readonly [string, number])[]>> = {
  football: [
    ['Harbour City', 88],
    ['Northgate Rovers', 84],
    ['Riverside Athletic', 81],
    ['Eastwood United', 79],
    ['Kingsbridge', 77],
    ['Lakeside Wanderers', 75],
    ['Port Alder', 73],
    ['Stonebridge', 72],
    ['Westfield Town', 70],
    ['Highmoor', 69],
    ['Redcliff Albion', 67],
    ['Silverton', 66],
    ['Oakham Rangers', 64],
    ['Bayview', 63],
    ['Millbrook', 61],
    ['Granite Park', 60],
  ],
  esports: [
    ['Nova Five', 90],
    ['Iron Owls', 86],
    ['Blue Comet', 83],
    ['Red Lantern', 80],
    ['Zero Gravity', 78],
    ['Night Foxes', 76],
    ['Pixel Storm', 74],
    ['Arc Light', 72],
    ['Tidebreakers', 71],
    ['Jade Wolves', 69],
    ['Solar Flare', 68],
    ['Frost Byte', 66],
    ['Echo Squad', 65],
    ['Crimson Hawks', 63],
    ['Quantum Six', 62],
    ['Shadow Reef', 60],
  ],
};

export const MARKETS: Readonly<Record<Sport, Readonly<Record<string, readonly string[]>>>> = {
  football: { '1x2': ['home', 'draw', 'away'], ou25: ['over', 'under'] },
  esports: { winner: ['home', 'away'], maps25: ['over', 'under'] },
};

export function isMarket(sport: Sport, market: string): boolean {
  return Object.hasOwn(MARKETS[sport], market);
}

export function isSelection(sport: Sport, market: string, selection: string): boolean {
  return Object.hasOwn(MARKETS[sport], market) && (MARKETS[sport][market] ?? []).includes(selection);
}

// ---- The grid --------------------------------------------------------------------------

const EVERY_MS = KICK_OFF_EVERY_SECONDS * 1000;
const PER_DAY = 86_400_000 / EVERY_MS;

/** The fixture number of a kick-off on the grid: `YYYYMMDD-nnnn`, nnnn counting from 0001 at 00:02 UTC. */
export function fixtureNoAt(kickOff: Date): string {
  const ms = kickOff.getTime();
  const dayStart = ms - (((ms % 86_400_000) + 86_400_000) % 86_400_000);
  const index = Math.round((ms - dayStart) / EVERY_MS);
  // A kick-off at midnight is the previous day's last fixture.
  const day = index === 0 ? dayStart - 86_400_000 : dayStart;
  const n = index === 0 ? PER_DAY : index;
  return `${new Date(day).toISOString().slice(0, 10).replace(/-/g, '')}-${String(n).padStart(4, '0')}`;
}

/** The kick-off of a fixture number, or null when it is not one of the grid's. */
export function kickOffOf(fixtureNo: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/.exec(fixtureNo);
  if (!m) return null;
  const n = Number(m[4]);
  if (n < 1 || n > PER_DAY) return null;
  const day = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const at = new Date(day + n * EVERY_MS);
  return fixtureNoAt(at) === fixtureNo ? at : null;
}

/** The kick-offs open for betting at `now`: the next OPEN_AHEAD on the grid, strictly after now. */
export function openKickOffs(now: Date): Date[] {
  const next = Math.floor(now.getTime() / EVERY_MS) * EVERY_MS + EVERY_MS;
  return Array.from({ length: OPEN_AHEAD }, (_, i) => new Date(next + i * EVERY_MS));
}

// ---- Teams and the result model -----------------------------------------------------------

export interface Pairing {
  home: string;
  away: string;
  homeRating: number;
  awayRating: number;
}

/** Who plays a fixture of a book: read from a hash of the book and fixture, the same everywhere. */
export function pairing(sport: Sport, gameCode: string, fixtureNo: string): Pairing {
  const h = createHash('sha256').update(`${gameCode}:${fixtureNo}`).digest();
  const teams = TEAMS[sport];
  const home = h.readUInt32BE(0) % teams.length;
  const away = (home + 1 + (h.readUInt32BE(4) % (teams.length - 1))) % teams.length;
  const [homeName, homeRating] = teams[home] as readonly [string, number];
  const [awayName, awayRating] = teams[away] as readonly [string, number];
  return { home: homeName, away: awayName, homeRating, awayRating };
}

/**
 * Football: the goal weights of each side, out of GOAL_WEIGHT, for 0 to MAX_GOALS goals: a
 * Poisson table (the last entry holds the tail), its mean from the ratings with home advantage.
 */
export function goalWeights(p: Pairing): { home: number[]; away: number[] } {
  const diff = p.homeRating - p.awayRating;
  return { home: poissonWeights(1.5 * 1.03 ** diff), away: poissonWeights(1.15 * 1.03 ** -diff) };
}

function poissonWeights(mean: number): number[] {
  // Weights from the rounded cumulative chances, so none is negative and they sum to GOAL_WEIGHT.
  const out: number[] = [];
  let pmf = Math.exp(-mean);
  let cdf = 0;
  let taken = 0;
  for (let k = 0; k < MAX_GOALS; k++) {
    cdf += pmf;
    const upTo = Math.min(GOAL_WEIGHT, Math.round(cdf * GOAL_WEIGHT));
    out.push(upTo - taken);
    taken = upTo;
    pmf = (pmf * mean) / (k + 1);
  }
  out.push(GOAL_WEIGHT - taken);
  return out;
}

/** Esports: the home team's chance of winning one map, out of MAP_WEIGHT (an Elo-style curve). */
export function mapWeight(p: Pairing): number {
  return Math.round(MAP_WEIGHT / (1 + 10 ** ((p.awayRating - p.homeRating) / 60)));
}

/**
 * What the verify part needs to recompute a result from its seed: football's goal weights of
 * each side; esports' map weight of each side (they sum to MAP_WEIGHT).
 */
export function resultWeights(sport: Sport, p: Pairing): { home: number[]; away: number[] } {
  if (sport === 'football') return goalWeights(p);
  const home = mapWeight(p);
  return { home: [home], away: [MAP_WEIGHT - home] };
}

/** The index a uniform draw below the weights' total falls on. */
export function bucketOf(weights: readonly number[], draw: number): number {
  let left = draw;
  for (let i = 0; i < weights.length; i++) {
    left -= weights[i] as number;
    if (left < 0) return i;
  }
  return weights.length - 1;
}

/** A played fixture: goals (football) or maps won (esports) of each side. */
export interface FixtureResult {
  home: number;
  away: number;
}

/** The result read from the fixture's server seed: HMAC-SHA256 words over `gameCode:fixtureNo`. */
export function playFixture(
  sport: Sport,
  serverSeed: string,
  gameCode: string,
  fixtureNo: string,
  p: Pairing,
): FixtureResult {
  const message = `${gameCode}:${fixtureNo}`;
  if (sport === 'football') {
    const w = goalWeights(p);
    const [h, a] = fairIntegers(serverSeed, message, [GOAL_WEIGHT, GOAL_WEIGHT]) as [number, number];
    return { home: bucketOf(w.home, h), away: bucketOf(w.away, a) };
  }
  return mapsFrom(mapWeight(p), fairIntegers(serverSeed, message, [MAP_WEIGHT, MAP_WEIGHT, MAP_WEIGHT]));
}

/** Best of three: the maps are read in order until a side has two; a third draw may go unused. */
export function mapsFrom(homeWeight: number, draws: readonly number[]): FixtureResult {
  const score = { home: 0, away: 0 };
  for (const d of draws) {
    if (score.home === 2 || score.away === 2) break;
    if (d < homeWeight) score.home += 1;
    else score.away += 1;
  }
  return score;
}

/** Whether a selection won on a result. */
export function selectionWins(market: string, selection: string, r: FixtureResult): boolean {
  const total = r.home + r.away;
  switch (market) {
    case '1x2':
    case 'winner':
      return selection === (r.home > r.away ? 'home' : r.home < r.away ? 'away' : 'draw');
    case 'ou25':
    case 'maps25':
      return selection === (total > 2.5 ? 'over' : 'under');
    default:
      return false;
  }
}

// ---- Odds ------------------------------------------------------------------------------

/** Every result the model can give with its exact weight (out of `total`). */
export function outcomes(sport: Sport, p: Pairing): { results: [FixtureResult, number][]; total: number } {
  if (sport === 'football') {
    const w = goalWeights(p);
    const results: [FixtureResult, number][] = [];
    w.home.forEach((wh, home) => w.away.forEach((wa, away) => results.push([{ home, away }, wh * wa])));
    return { results, total: GOAL_WEIGHT * GOAL_WEIGHT };
  }
  const a = mapWeight(p);
  const b = MAP_WEIGHT - a;
  return {
    results: [
      [{ home: 2, away: 0 }, a * a * MAP_WEIGHT],
      [{ home: 2, away: 1 }, 2 * a * b * a],
      [{ home: 1, away: 2 }, 2 * a * b * b],
      [{ home: 0, away: 2 }, b * b * MAP_WEIGHT],
    ],
    total: MAP_WEIGHT ** 3,
  };
}

/** The odds of every selection (hundredths), or null for one not offered (priced under 1.01). */
export type Odds = Record<string, Record<string, number | null>>;

/**
 * Odds priced at RETURN_PERCENT of the fair price: a selection of exact chance w / total is
 * offered at RETURN_PERCENT * total / w hundredths, rounded down.
 */
export function fixtureOdds(sport: Sport, p: Pairing): Odds {
  const { results, total } = outcomes(sport, p);
  const out: Odds = {};
  for (const [market, selections] of Object.entries(MARKETS[sport])) {
    out[market] = {};
    for (const selection of selections) {
      const w = results.filter(([r]) => selectionWins(market, selection, r)).reduce((s, [, n]) => s + n, 0);
      const odds = w === 0 ? 0 : Math.floor((RETURN_PERCENT * total) / w);
      (out[market] as Record<string, number | null>)[selection] = odds >= MIN_ODDS ? odds : null;
    }
  }
  return out;
}

/** What a winning bet returns (stake included), rounded down to a whole minor unit. */
export function sportsPayout(stakeMinor: number, odds: number, won: boolean): number {
  return won ? Math.floor((stakeMinor * odds) / 100) : 0;
}
