import { walkNodes } from '../../schemas/site/check/check-site-semantics';
import { didYouMean } from '../../schemas/site/check/did-you-mean';
import type { SiteProblem } from '../../schemas/site/check/site-problems';
import type { Site } from '../../schemas/site/site';
import { withModulesSwitchedOff } from '../../server/services/site/module-switches';
import { MODULE_IDS } from '../../server/services/system/module-tree';

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** platform.json `modules` keys that name no module: a switch that would quietly do nothing. */
export function unknownModules(modules: unknown): SiteProblem[] {
  if (typeof modules !== 'object' || modules === null) return [];
  return Object.keys(modules)
    .filter((id) => !MODULE_IDS.includes(id))
    .map((id) => {
      const suggestion = didYouMean(id, MODULE_IDS);
      return {
        pointer: `/modules/${escape(id)}`,
        path: `modules › ${id}`,
        message: `"${id}" is not a module: the switch would change nothing`,
        ...(suggestion ? { suggestion } : {}),
      };
    });
}

/**
 * What each switched-off module takes out of the served site, so a merchant sees the
 * effect of one switch before deploying it: game types, pages, nav items, widgets and
 * centre pages (the same pruning the platform applies, server/services/site/module-switches.ts).
 */
export function switchNotes(site: Site, modules: unknown): SiteProblem[] {
  if (typeof modules !== 'object' || modules === null) return [];
  return Object.entries(modules)
    .filter(([id, on]) => on === false && MODULE_IDS.includes(id))
    .map(([id]) => {
      const after = withModulesSwitchedOff(site, { modules: { [id]: false } });
      const gone = <T>(before: T[], left: T[], name: (t: T) => string) => {
        const kept = new Set(left.map(name));
        return before.map(name).filter((n) => !kept.has(n));
      };
      const parts = [
        list('game types', gone(site.gameTypes, after.gameTypes, String)),
        list(
          'pages',
          gone(site.pages, after.pages, (p) => p.route),
        ),
        list(
          'nav items',
          gone(site.nav, after.nav, (n) => n.id),
        ),
        count('widgets', walkNodes(site).length - walkNodes(after).length),
        list(
          'member-centre pages',
          gone(site.memberCentre.pages, after.memberCentre.pages, (p) => p.key),
        ),
        list(
          'agent-centre pages',
          gone(site.agentCentre.pages, after.agentCentre.pages, (p) => p.key),
        ),
      ].filter(Boolean);
      return {
        pointer: `/modules/${escape(id)}`,
        path: `modules › ${id}`,
        message: parts.length
          ? `switched off: takes out ${parts.join('; ')}`
          : 'switched off: this site shows nothing of it',
      };
    });
}

function list(name: string, items: string[]): string {
  return items.length ? `${name} ${items.join(', ')}` : '';
}

function count(name: string, n: number): string {
  return n > 0 ? `${n} ${name}` : '';
}
