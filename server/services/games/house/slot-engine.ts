import { fairIntegers } from '../fair/fair-random';

/** Symbols: W wild (substitutes for any), 7 seven, B bar, L bell, M melon, C cherry. */
export type SlotSymbol = 'W' | '7' | 'B' | 'L' | 'M' | 'C';

/**
 * Five reel strips of 22 stops (2 W, 2 7, 3 B, 4 L, 5 M, 6 C each), spread so equal
 * symbols rarely touch. The verify view reads these same strips from /house/api/slot/rules.
 */
export const REELS: readonly (readonly SlotSymbol[])[] = [
  [
    'C',
    'M',
    'L',
    'C',
    'B',
    'M',
    'W',
    'C',
    'L',
    'M',
    '7',
    'C',
    'B',
    'L',
    'M',
    'C',
    'W',
    'L',
    'B',
    'C',
    'M',
    '7',
  ],
  [
    'M',
    'C',
    'B',
    'L',
    'C',
    '7',
    'M',
    'L',
    'C',
    'W',
    'M',
    'B',
    'C',
    'L',
    'M',
    '7',
    'C',
    'B',
    'W',
    'L',
    'C',
    'M',
  ],
  [
    'L',
    'C',
    'M',
    'W',
    'C',
    'B',
    'L',
    'M',
    'C',
    '7',
    'L',
    'C',
    'M',
    'B',
    'C',
    'W',
    'M',
    'L',
    '7',
    'C',
    'B',
    'M',
  ],
  [
    'C',
    'B',
    'M',
    'L',
    'C',
    'M',
    '7',
    'C',
    'L',
    'W',
    'B',
    'M',
    'C',
    'L',
    'M',
    'C',
    '7',
    'B',
    'L',
    'W',
    'C',
    'M',
  ],
  [
    'M',
    'L',
    'C',
    'B',
    'M',
    'W',
    'C',
    'L',
    '7',
    'M',
    'C',
    'B',
    'L',
    'C',
    'M',
    'W',
    'C',
    'B',
    'L',
    '7',
    'M',
    'C',
  ],
];

export const ROWS = 3;

/** Ten paylines: the row shown on each of the five reels (0 top, 2 bottom). */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** Pays for 3, 4 and 5 in a row from the left, in line bets (a line bet is a tenth of the stake). */
export const PAYTABLE: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  W: [15, 75, 400],
  '7': [15, 75, 400],
  B: [8, 30, 100],
  L: [5, 15, 50],
  M: [3, 8, 25],
  C: [1, 4, 12],
};

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** In line bets. */
  pay: number;
}

export interface SlotOutcome {
  /** The stop of each reel (the symbol on the top row). */
  stops: number[];
  /** grid[reel][row]. */
  grid: SlotSymbol[][];
  wins: LineWin[];
  /** Sum of line pays, in line bets. */
  linePays: number;
}

/** The reel stops of a round, read from its provably fair bytes. */
export function slotStops(serverSeed: string, clientSeed: string, nonce: number): number[] {
  return fairIntegers(
    serverSeed,
    `${clientSeed}:${nonce}`,
    REELS.map((r) => r.length),
  );
}

export function gridOf(stops: readonly number[]): SlotSymbol[][] {
  return REELS.map((reel, i) =>
    Array.from({ length: ROWS }, (_, row) => reel[((stops[i] ?? 0) + row) % reel.length] as SlotSymbol),
  );
}

/** Line wins: the first non-wild symbol from the left sets the line's symbol; wilds count as it. */
export function evaluate(grid: readonly (readonly SlotSymbol[])[]): { wins: LineWin[]; linePays: number } {
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => grid[reel]![row] as SlotSymbol);
    const target = symbols.find((s) => s !== 'W') ?? 'W';
    let count = 0;
    for (const s of symbols) {
      if (s !== target && s !== 'W') break;
      count += 1;
    }
    if (count >= 3) wins.push({ line, symbol: target, count, pay: PAYTABLE[target][count - 3] as number });
  });
  return { wins, linePays: wins.reduce((sum, w) => sum + w.pay, 0) };
}

export function spinOutcome(serverSeed: string, clientSeed: string, nonce: number): SlotOutcome {
  const stops = slotStops(serverSeed, clientSeed, nonce);
  const grid = gridOf(stops);
  return { stops, grid, ...evaluate(grid) };
}

/** Payout in minor units: line pays are tenths of the stake, rounded down to a whole minor unit. */
export function slotPayout(stakeMinor: number, linePays: number): number {
  return Math.floor((stakeMinor * linePays) / PAYLINES.length);
}

/** The rules as the verify view needs them. */
export const SLOT_RULES = { reels: REELS, rows: ROWS, paylines: PAYLINES, paytable: PAYTABLE } as const;

/**
 * Exact return to player: each line sees one uniformly random stop per reel, so the
 * expected line pay is a sum over symbol combinations weighted by reel frequencies.
 * Every line has the same expectation and the stake is ten line bets.
 */
export function slotRtp(): number {
  const symbols = Object.keys(PAYTABLE) as SlotSymbol[];
  const freq = REELS.map(
    (reel) => new Map(symbols.map((s) => [s, reel.filter((x) => x === s).length / reel.length])),
  );
  let expected = 0;
  const walk = (reel: number, combo: SlotSymbol[], p: number) => {
    if (p === 0) return;
    if (reel === REELS.length) {
      const grid = combo.map((s) => [s, s, s]);
      expected += p * evaluate(grid).linePays;
      return;
    }
    for (const s of symbols) walk(reel + 1, [...combo, s], p * (freq[reel]!.get(s) ?? 0));
  };
  walk(0, [], 1);
  // evaluate() summed all ten lines of a uniform grid: one line's pay times ten, over a stake of ten.
  return expected / PAYLINES.length;
}
