/** One requirement of a chain, as stored, with the turnover level at which it was credited. */
export interface ChainRow {
  id: number;
  required: number;
  /** Turnover of the chain bet before this requirement was credited. */
  startLevel: number;
  status: 'active' | 'forfeited';
  /** Forfeited rows: the turnover they had absorbed when given up. */
  forfeitedWagered: number | null;
}

export type WagerState = 'active' | 'met' | 'forfeited';

export interface Allocated {
  id: number;
  required: number;
  wagered: number;
  remaining: number;
  state: WagerState;
}

/**
 * Share a chain's turnover among its requirements first in, first out: a requirement
 * counts only bets made after it was credited and after the ones before it were met
 * (or given up), so one bet never counts twice and a later bonus never inherits the
 * turnover of an earlier one. `total` is the chain's turnover so far.
 */
export function allocateTurnover(rows: readonly ChainRow[], total: number): Allocated[] {
  let cursor = 0;
  return rows.map((r) => {
    const begin = Math.max(r.startLevel, cursor);
    if (r.status === 'forfeited') {
      const wagered = Math.min(r.required, r.forfeitedWagered ?? 0);
      cursor = begin + wagered;
      return { id: r.id, required: r.required, wagered, remaining: 0, state: 'forfeited' };
    }
    const wagered = Math.min(r.required, Math.max(0, total - begin));
    cursor = begin + r.required;
    return {
      id: r.id,
      required: r.required,
      wagered,
      remaining: r.required - wagered,
      state: wagered >= r.required ? 'met' : 'active',
    };
  });
}

/** A chain is closed once every requirement in it is met or forfeited: a new bonus starts a new one. */
export function chainClosed(allocated: readonly Allocated[]): boolean {
  return allocated.every((a) => a.state !== 'active');
}
