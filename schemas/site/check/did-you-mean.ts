/** Edit distance between two short strings (names, flags, widget types). */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0] ?? 0;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j] ?? 0;
      prev[j] = Math.min(up + 1, (prev[j - 1] ?? 0) + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length] ?? 0;
}

/** The closest candidate when it is close enough to be a likely typo. */
export function didYouMean(value: string, candidates: readonly string[]): string | undefined {
  const v = value.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const d = editDistance(v, c.toLowerCase());
    if (d < bestScore) {
      bestScore = d;
      best = c;
    }
  }
  // Short names differ in few letters anyway: "KR" is not a typo of "EN".
  const limit = value.length <= 3 ? 1 : Math.max(2, Math.floor(value.length / 3));
  return best !== undefined && bestScore <= limit ? best : undefined;
}
