import lighthouse from 'lighthouse';

/** One Lighthouse run's figures (times in ms, sizes in bytes). */
export interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scripts: number;
  scriptBytes: number;
}

interface ResourceRow {
  resourceType?: string;
  requestCount?: number;
  transferSize?: number;
}

/**
 * Lighthouse on `url` in the Chromium listening on `port`: the performance category only,
 * with Lighthouse's default configuration (mobile form factor, simulated throttling).
 */
export async function measure(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details;
  const rows = (requests && 'items' in requests ? requests.items : []) as ResourceRow[];
  const scripts = rows.filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scripts: scripts.length,
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

/** The median of each figure on its own (not one whole run). */
export function median(runs: Figures[]): Figures {
  const mid = (pick: (f: Figures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[half] ?? NaN)
      : ((sorted[half - 1] ?? NaN) + (sorted[half] ?? NaN)) / 2;
  };
  return {
    score: mid((f) => f.score),
    fcp: mid((f) => f.fcp),
    lcp: mid((f) => f.lcp),
    tbt: mid((f) => f.tbt),
    cls: mid((f) => f.cls),
    scripts: mid((f) => f.scripts),
    scriptBytes: mid((f) => f.scriptBytes),
  };
}
