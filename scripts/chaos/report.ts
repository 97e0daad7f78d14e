import type { Engine } from './chaos-data';
import type { Findings } from './checks';
import type { Ledgerbook } from './load';

export interface EngineResult {
  engine: Engine;
  cycles: number;
  book: Pick<Ledgerbook, 'ops' | 'sent' | 'lostThenAnswered' | 'replaysChecked'>;
  findings: Findings;
  /** Milliseconds from each restart's spawn to its first answer. */
  restarts: number[];
}

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return 0;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : Math.round(((s[mid - 1] as number) + (s[mid] as number)) / 2);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** One engine's figures as a table (Markdown, so it can go into docs as printed). */
export function engineTable(
  r: EngineResult,
  settings: { cycleSeconds: number; members: number; workers: number; seed: number },
): string {
  const ops = r.book.ops;
  const acknowledged = ops.filter((o) => o.state === 'done').length;
  const refused = ops.filter((o) => o.state === 'refused').length;
  const rows: [string, string][] = [
    ['cycles (kill -9, restart)', String(r.cycles)],
    ['requests sent', String(r.book.sent)],
    ['operations', String(ops.length)],
    ['acknowledged', String(acknowledged)],
    ['refused (nothing moved)', String(refused)],
    ['answers lost to a kill, settled by the retry', String(r.book.lostThenAnswered)],
    ['retries answered with the first answer (checked)', String(r.book.replaysChecked)],
    ['missing', String(r.findings.missing.length)],
    ['duplicates', String(r.findings.duplicates.length)],
    ['violations', String(r.findings.violations.length)],
    ['restart time, median / max', `${seconds(median(r.restarts))} / ${seconds(Math.max(0, ...r.restarts))}`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  const valueWidth = Math.max(...rows.map(([, v]) => v.length), 5);
  return [
    `${r.engine}: ${settings.members} players, ${settings.workers} connections, ~${settings.cycleSeconds} s of load between kills, seed ${settings.seed}`,
    '',
    `| ${'figure'.padEnd(width)} | ${'value'.padStart(valueWidth)} |`,
    `| ${'-'.repeat(width)} | ${'-'.repeat(valueWidth - 1)}: |`,
    ...rows.map(([k, v]) => `| ${k.padEnd(width)} | ${v.padStart(valueWidth)} |`),
  ].join('\n');
}
