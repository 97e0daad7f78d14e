import { fairIntegers } from '../fair/fair-random';

/** Seconds between draws of each house lottery game. */
export const DRAW_EVERY_SECONDS: Readonly<Record<string, number>> = {
  VN1: 60,
  VN5: 300,
  SEA3: 180,
  LT10: 600,
  EL2: 120,
};
/** Betting on a draw closes this many seconds before it is drawn. */
export const CLOSE_BEFORE_SECONDS = 5;

/** Vietnam-style prize tiers: how many numbers and how many digits each (27 numbers in all). */
export const PRIZE_TIERS = [
  ['special', 1, 5],
  ['first', 1, 5],
  ['second', 2, 5],
  ['third', 6, 5],
  ['fourth', 4, 4],
  ['fifth', 6, 4],
  ['sixth', 3, 3],
  ['seventh', 4, 2],
] as const;
export type PrizeTier = (typeof PRIZE_TIERS)[number][0];
export type DrawNumbers = Record<PrizeTier, string[]>;

/**
 * Play types: `de` the special prize's last two digits (95 for 1), `de3` its last three
 * (950 for 1), `lo` the last two digits of every prize (3.5 for 1 per time they appear).
 * Each returns about 95 % to players.
 */
export const PLAY_TYPES = {
  de: { digits: 2, tenthsPerHit: 950 },
  de3: { digits: 3, tenthsPerHit: 9500 },
  lo: { digits: 2, tenthsPerHit: 35 },
} as const;
export type PlayType = keyof typeof PLAY_TYPES;

export function isPlayType(v: string): v is PlayType {
  return Object.hasOwn(PLAY_TYPES, v);
}

/** The draw's numbers from its server seed: rejection-sampled, so every number is equally likely. */
export function drawNumbers(serverSeed: string, gameCode: string, drawNo: string): DrawNumbers {
  const bounds = PRIZE_TIERS.flatMap(([, count, digits]) => Array<number>(count).fill(10 ** digits));
  const values = fairIntegers(serverSeed, `${gameCode}:${drawNo}`, bounds);
  const out = {} as DrawNumbers;
  let i = 0;
  for (const [tier, count, digits] of PRIZE_TIERS) {
    out[tier] = values.slice(i, i + count).map((v) => String(v).padStart(digits, '0'));
    i += count;
  }
  return out;
}

/** Times a pick wins under a play type. */
export function hits(numbers: DrawNumbers, playType: PlayType, pick: string): number {
  if (playType === 'lo')
    return Object.values(numbers)
      .flat()
      .filter((n) => n.slice(-2) === pick).length;
  const special = numbers.special[0] ?? '';
  return special.slice(-PLAY_TYPES[playType].digits) === pick ? 1 : 0;
}

export function lotteryPayout(stakeMinor: number, playType: PlayType, hitCount: number): number {
  return Math.floor((stakeMinor * PLAY_TYPES[playType].tenthsPerHit * hitCount) / 10);
}

/** The draw a moment belongs to: its number, when it opened and when it is drawn (UTC slots). */
export function drawSlot(gameCode: string, at: Date): { drawNo: string; opensAt: Date; drawAt: Date } {
  const every = (DRAW_EVERY_SECONDS[gameCode] ?? 300) * 1000;
  const dayStart = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const index = Math.floor((at.getTime() - dayStart) / every);
  const opensAt = new Date(dayStart + index * every);
  const day = opensAt.toISOString().slice(0, 10).replace(/-/g, '');
  return {
    drawNo: `${day}-${String(index + 1).padStart(4, '0')}`,
    opensAt,
    drawAt: new Date(opensAt.getTime() + every),
  };
}
