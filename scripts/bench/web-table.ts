import type { Figures } from './web-lighthouse';

/** Issue #17's targets for each lobby route, Lighthouse mobile. */
const TARGETS = { score: 95, lcp: 1500, tbt: 100, cls: 0.02 };

export interface Row {
  whitelabel: string;
  route: string;
  figures: Figures;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A figure and a mark when it misses its target. */
function cell(text: string, missed: boolean, width: number): string {
  return `${text}${missed ? ' !' : ''}`.padEnd(width);
}

/** The table of medians, a `!` beside each figure that misses its target, then the misses listed. */
export function report(rows: Row[], runs: number): string {
  const lines = [
    `Lighthouse mobile (default simulated throttling), median of ${runs} run${runs === 1 ? '' : 's'}; ! misses its target`,
    `targets: score >= ${TARGETS.score}, LCP <= ${seconds(TARGETS.lcp)}, TBT <= ${TARGETS.tbt} ms, CLS <= ${TARGETS.cls}`,
    '',
    'whitelabel  route        score  FCP       LCP         TBT        CLS       scripts  script KB',
  ];
  const misses: string[] = [];
  for (const { whitelabel, route, figures: f } of rows) {
    const miss = {
      score: f.score < TARGETS.score,
      lcp: f.lcp > TARGETS.lcp,
      tbt: f.tbt > TARGETS.tbt,
      cls: f.cls > TARGETS.cls,
    };
    lines.push(
      whitelabel.padEnd(12) +
        route.padEnd(13) +
        cell(String(f.score), miss.score, 7) +
        seconds(f.fcp).padEnd(10) +
        cell(seconds(f.lcp), miss.lcp, 12) +
        cell(`${Math.round(f.tbt)} ms`, miss.tbt, 11) +
        cell(f.cls.toFixed(3), miss.cls, 10) +
        String(f.scripts).padEnd(9) +
        (f.scriptBytes / 1024).toFixed(1),
    );
    const missed = Object.entries(miss)
      .filter(([, m]) => m)
      .map(([k]) => k);
    if (missed.length) misses.push(`${whitelabel} ${route}: ${missed.join(', ')}`);
  }
  lines.push('', misses.length ? `Missed:\n  ${misses.join('\n  ')}` : 'Every target met.');
  return lines.join('\n');
}
