import type { Condition } from '@schemas/site/condition';
import type { ConditionContext } from './condition-context';

/** The one evaluator of site conditions: pure, total, no expressions. */
export function evaluateCondition(condition: Condition | undefined, ctx: ConditionContext): boolean {
  if (!condition) return true;
  if ('flag' in condition) return ctx.flags.has(condition.flag);
  if ('loggedIn' in condition) return ctx.loggedIn === condition.loggedIn;
  if ('isAgent' in condition) return ctx.loggedIn && condition.isAgent.includes(ctx.isAgent);
  if ('memberLabel' in condition) {
    const wanted = condition.memberLabel.toLowerCase();
    return ctx.loggedIn && ctx.memberLabels.some((l) => l.toLowerCase() === wanted);
  }
  if ('feature' in condition) return ctx.features.has(condition.feature);
  if ('language' in condition) return oneOf(condition.language, ctx.language);
  if ('headerLanguage' in condition) return ctx.headerLanguages.includes(condition.headerLanguage);
  if ('route' in condition) return ctx.route === condition.route;
  if ('viewport' in condition) return oneOf(condition.viewport, ctx.viewport);
  if ('device' in condition) return oneOf(condition.device, ctx.device);
  if ('dates' in condition) {
    const { from, until } = condition.dates;
    return (
      (from === undefined || Date.parse(from) <= ctx.now) &&
      (until === undefined || ctx.now < Date.parse(until))
    );
  }
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(c, ctx));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(c, ctx));
  if ('not' in condition) return !evaluateCondition(condition.not, ctx);
  // Validation rejects anything else; an unknown shape never shows content.
  return false;
}

const oneOf = <T extends string>(wanted: T | readonly T[], value: T) =>
  Array.isArray(wanted) ? wanted.includes(value) : wanted === value;
