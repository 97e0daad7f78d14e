/** The browser tests' spec files shared out between shards that run at once (e2e-shards.ts). */

interface Spec {
  file: string;
  /** Its expected length in whole seconds. */
  seconds: number;
}

/**
 * The spec files dealt to `count` shards, each shard's files sorted. Two shards (the usual
 * case, one per core) get the split whose longer half is shortest: one 228 s spec left the
 * plain longest-first deal a minute apart. More shards get the longest-first deal, each file
 * to the shard with the least so far.
 */
export function dealSpecs(specs: readonly Spec[], count: number): string[][] {
  const dealt = count === 2 ? evenHalves(specs) : longestFirst(specs, count);
  return dealt.map((files) => files.map((s) => s.file).sort());
}

function longestFirst(specs: readonly Spec[], count: number): Spec[][] {
  const shards = Array.from({ length: count }, () => ({ files: [] as Spec[], seconds: 0 }));
  const sorted = [...specs].sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  for (const spec of sorted) {
    const lightest = shards.reduce((min, s) => (s.seconds < min.seconds ? s : min));
    lightest.files.push(spec);
    lightest.seconds += spec.seconds;
  }
  return shards.map((s) => s.files);
}

/** The subset whose sum is nearest half the total without passing it, and the rest. */
function evenHalves(specs: readonly Spec[]): Spec[][] {
  const total = specs.reduce((sum, s) => sum + s.seconds, 0);
  const half = Math.floor(total / 2);
  // reachedBy[sum]: the index of the spec that first made `sum` reachable (-1: the empty set).
  const reachedBy = new Int32Array(half + 1).fill(-2);
  reachedBy[0] = -1;
  specs.forEach((spec, i) => {
    for (let sum = half; sum >= spec.seconds; sum--)
      if (reachedBy[sum] === -2 && reachedBy[sum - spec.seconds] !== -2) reachedBy[sum] = i;
  });
  let sum = half;
  while (reachedBy[sum] === -2) sum--;
  const chosen = new Set<number>();
  for (let i = reachedBy[sum]!; i >= 0; i = reachedBy[sum]!) {
    chosen.add(i);
    sum -= specs[i]!.seconds;
  }
  return [specs.filter((_, i) => chosen.has(i)), specs.filter((_, i) => !chosen.has(i))];
}
