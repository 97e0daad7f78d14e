import type { Condition } from '@schemas/site/condition';
import { atom } from 'jotai';
import type { Language, Screen } from '@schemas/site/constants';
import { evaluateCondition } from './evaluate-condition';
import { agentFeaturesAtom } from './agent-features';
import { conditionClockAtom } from './condition-clock';
import { languageAtom } from './preferences';
import { routeAtom } from './route';
import { deviceAtom, viewportAtom } from './screen';
import { isAgentAtom, loggedInAtom, memberLabelsAtom } from './session';
import { flagsAtom, readySiteAtom } from './site';

/** Everything a site condition may look at. */
export interface ConditionContext {
  loggedIn: boolean;
  isAgent: number;
  /** The labels operators gave the logged-in member (the session's memberLabel). */
  memberLabels: readonly string[];
  flags: ReadonlySet<string>;
  features: ReadonlySet<string>;
  language: Language;
  headerLanguages: readonly Language[];
  route: string;
  /** The window's screen class. */
  viewport: Screen;
  /** The kind of device. */
  device: Screen;
  /** Milliseconds since 1970, moved when a date window of the site opens or closes. */
  now: number;
}

/** The context site conditions are evaluated in, kept current by jotai. */
export const conditionContextAtom = atom((get): ConditionContext => ({
  loggedIn: get(loggedInAtom),
  isAgent: get(isAgentAtom),
  memberLabels: get(memberLabelsAtom),
  flags: get(flagsAtom),
  features: get(agentFeaturesAtom),
  language: get(languageAtom),
  headerLanguages: get(readySiteAtom).languages.header,
  route: get(routeAtom),
  viewport: get(viewportAtom),
  device: get(deviceAtom),
  now: get(conditionClockAtom),
}));

/** Whether a site condition holds now (nav items, centre pages and nodes share this one evaluator). */
export const conditionHoldsAtom = atom((get) => {
  const ctx = get(conditionContextAtom);
  return (condition: Condition | undefined) => evaluateCondition(condition, ctx);
});
