import type { Site } from '../site';
import { walkConditions } from '../walk-conditions';
import { readablePath } from './readable-path';
import type { SiteProblem } from './site-problems';

/** Rules of conditions a schema cannot express: a date window ends after it starts. */
export function checkConditions(site: Site): SiteProblem[] {
  const problems: SiteProblem[] = [];
  for (const { condition, pointer } of walkConditions(site)) {
    if (!('dates' in condition)) continue;
    const { from, until } = condition.dates;
    if (from === undefined || until === undefined || Date.parse(until) > Date.parse(from)) continue;
    const at = `${pointer}/dates`;
    problems.push({
      pointer: at,
      path: readablePath(site, at),
      message: `"until" (${until}) must be after "from" (${from})`,
    });
  }
  return problems;
}
