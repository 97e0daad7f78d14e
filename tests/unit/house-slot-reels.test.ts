import { describe, expect, it } from 'vitest';
import { createReels, fillerSymbols, winningCells } from '../../server/house/public/assets/slot-reels.js';
import { countUp, countUpValue } from '../../server/house/public/assets/win-count-up.js';

/** The house slot's reels and win count in a plain DOM (no animations: what reduced motion sees). */
const RULES = {
  rows: 3,
  reels: Array.from({ length: 5 }, () => ['C', 'M', 'L', 'B', '7', 'W']),
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
  ],
};
const GRID = [
  ['C', 'L', 'M'],
  ['C', 'W', 'B'],
  ['C', 'L', 'M'],
  ['M', 'L', '7'],
  ['B', 'M', 'C'],
];
const WINS = [
  { line: 0, symbol: 'L', count: 4, pay: 15 },
  { line: 1, symbol: 'C', count: 3, pay: 1 },
];

const shown = (host: HTMLElement) => {
  const grid: string[][] = [];
  for (const c of host.querySelectorAll<HTMLElement>('.slot-cell[data-row]'))
    (grid[Number(c.dataset.reel)] ??= [])[Number(c.dataset.row)] = c.dataset.symbol ?? '';
  return grid;
};

describe('house slot reels', () => {
  it('lights the first `count` cells of each winning line', () => {
    expect([...winningCells(WINS, RULES.paylines)].sort()).toEqual(
      ['0:1', '1:1', '2:1', '3:1', '0:0', '1:0', '2:0'].sort(),
    );
    expect(winningCells([], RULES.paylines).size).toBe(0);
  });

  it('reads filler symbols around the real strip, wrapping at its end', () => {
    expect(fillerSymbols(['A', 'B', 'C'], 2, 4)).toEqual(['C', 'A', 'B', 'C']);
  });

  it('stops on the grid it is given, draws one line per win and puts back the old grid when cancelled', async () => {
    const host = document.createElement('section');
    document.body.append(host);
    const reels = createReels(host, RULES);
    reels.show(RULES.reels.map((r) => r.slice(0, 3)));
    expect(shown(host)).toEqual(RULES.reels.map((r) => r.slice(0, 3)));
    const started = reels.spin();
    expect(host.dataset.state).toBe('spinning');
    await reels.stop(GRID, { wins: WINS }, started);
    expect(host.dataset.state).toBe('stopped');
    expect(shown(host)).toEqual(GRID);
    expect(host.querySelectorAll('.slot-cell.win')).toHaveLength(7);
    expect(
      [...host.querySelectorAll('.slot-lines polyline')].map((l) => l.getAttribute('data-line')),
    ).toEqual(['0', '1']);
    reels.spin();
    reels.cancel();
    expect(shown(host)).toEqual(GRID);
    expect(host.querySelectorAll('.slot-lines polyline')).toHaveLength(0);
    host.remove();
  });
});

describe('win count-up', () => {
  it('rises from zero and ends exactly on the amount', () => {
    expect(countUpValue(1234, 0, 1000)).toBe(0);
    const steps = [100, 300, 600, 900].map((t) => countUpValue(1234, t, 1000));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps.every((v) => v < 1234)).toBe(true);
    expect(countUpValue(1234, 1000, 1000)).toBe(1234);
  });

  it('shows the final amount at once under reduced motion', async () => {
    const node = document.createElement('output');
    const format = (minor: number) => `$${(minor / 100).toFixed(2)}`;
    const done = countUp(node, 510, format, { reducedMotion: true });
    expect(node.textContent).toBe('$5.10');
    await done;
    expect(node.dataset.counting).toBe('false');
  });
});
