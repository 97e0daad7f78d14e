import { describe, expect, it } from 'vitest';
import { dealSpecs } from './deal-specs';

const spec = (file: string, seconds: number) => ({ file, seconds });
const total = (files: string[], specs: { file: string; seconds: number }[]) =>
  files.reduce((sum, f) => sum + specs.find((s) => s.file === f)!.seconds, 0);

describe('sharing the browser tests out between shards', () => {
  it('deals every spec once between two shards, as evenly as the lengths allow', () => {
    // Longest first ends 334 s against 314 s; 228 + 85 + 10 against the rest ends 323 against 325.
    const specs = [
      spec('a', 228),
      spec('b', 142),
      spec('c', 85),
      spec('d', 67),
      spec('e', 56),
      spec('f', 50),
      spec('g', 10),
      spec('h', 10),
    ];
    const [one, two] = dealSpecs(specs, 2);
    expect([...one!, ...two!].sort()).toEqual(specs.map((s) => s.file));
    const gap = Math.abs(total(one!, specs) - total(two!, specs));
    expect(gap).toBe(2);
  });

  it('deals one shard everything, and more shards longest first without leaving a spec out', () => {
    expect(dealSpecs([spec('a', 5), spec('b', 7)], 1)).toEqual([['a', 'b']]);
    expect(dealSpecs([spec('a', 5), spec('b', 7), spec('c', 4), spec('d', 3)], 3)).toEqual([
      ['b'],
      ['a'],
      ['c', 'd'],
    ]);
    expect(dealSpecs([spec('a', 5)], 2)).toEqual([[], ['a']]);
  });
});
