import type { Condition } from '@schemas/site/condition';
import type { ConditionContext } from './condition-context';

/** The one evaluator of site conditions: pure, total, no expressions. */
export function evaluateCondition(condition: Condition | undefined, ctx: ConditionContext): boolean {
  if (!condition) return true;
  if ('flag' in condition) return ctx.flags.has(condition.flag);
  if ('loggedIn' in condition) return ctx.loggedIn === condition.loggedIn;
  if ('isAgent' in condition) return ctx.loggedIn && condition.isAgent.includes(ctx.isAgent);
  if ('feature' in condition) return ctx.features.has(condition.feature);
  if ('language' in condition) {
    const wanted = Array.isArray(condition.language) ? condition.language : [condition.language];
    return wanted.includes(ctx.language);
  }
  if ('headerLanguage' in condition) return ctx.headerLanguages.includes(condition.headerLanguage);
  if ('route' in condition) return ctx.route === condition.route;
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(c, ctx));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(c, ctx));
  if ('not' in condition) return !evaluateCondition(condition.not, ctx);
  // Validation rejects anything else; an unknown shape never shows content.
  return false;
}
