import type { SiteMigration } from './site-migration';

/**
 * v3 grouped the jackpot settings: `settings.jackpotStart` and `settings.jackpotStep`
 * became `settings.jackpot { start, step, everyMs }` (every 3000 ms, as the spec says).
 */
export const v2ToV3: SiteMigration = {
  id: 'v2-to-v3:jackpot-grouped',
  from: 2,
  migrate: (site) => {
    const settings = site.settings;
    if (!isRecord(settings) || !('jackpotStart' in settings || 'jackpotStep' in settings)) return site;
    const { jackpotStart, jackpotStep, ...rest } = settings;
    return {
      ...site,
      settings: {
        ...rest,
        jackpot: { start: jackpotStart ?? 0, step: jackpotStep ?? 165.11, everyMs: 3000 },
      },
    };
  },
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
