// Types of slot-reels.js for the portal's stories and tests (the page itself loads the .js).
export interface SlotRules {
  reels: readonly (readonly string[])[];
  rows: number;
  paylines: readonly (readonly number[])[];
}
export interface LineWin {
  line: number;
  symbol: string;
  count: number;
  pay: number;
}
export interface Reels {
  show(grid: readonly (readonly string[])[]): void;
  /** Returns the time the spin started, for stop(). */
  spin(): number;
  stop(
    grid: readonly (readonly string[])[],
    result?: { wins: readonly LineWin[] },
    startedAt?: number,
  ): Promise<void>;
  cancel(): void;
}
export function winningCells(wins: readonly LineWin[], paylines: SlotRules['paylines']): Set<string>;
export function fillerSymbols(strip: readonly string[], from: number, count: number): string[];
export function createReels(
  host: HTMLElement,
  rules: SlotRules,
  options?: { reducedMotion?: () => boolean },
): Reels;
