import { describe, expect, it } from 'vitest';
import type { Condition } from '@schemas/site/condition';
import type { ConditionContext } from '../atoms/condition-context';
import { evaluateCondition } from './evaluate-condition';

const ctx: ConditionContext = {
  loggedIn: true,
  isAgent: 41,
  memberLabels: ['VIP', 'High roller'],
  flags: new Set(['MOBILENUMREG3']),
  features: new Set(['dividend']),
  language: 'TH',
  headerLanguages: ['EN', 'TH', 'TY'],
  route: '/live',
  viewport: 'tablet',
  device: 'phone',
  now: Date.parse('2026-12-24T12:00:00Z'),
};
const visitor: ConditionContext = { ...ctx, loggedIn: false, isAgent: 0, memberLabels: [] };

describe('conditions', () => {
  it('hold without a condition', () => {
    expect(evaluateCondition(undefined, ctx)).toBe(true);
  });

  it.each<[Condition, boolean]>([
    [{ flag: 'MOBILENUMREG3' }, true],
    [{ flag: 'FREEPLAY3' }, false],
    [{ loggedIn: true }, true],
    [{ loggedIn: false }, false],
    [{ isAgent: [1, 2, 41, 42] }, true],
    [{ isAgent: [4] }, false],
    [{ memberLabel: 'VIP' }, true],
    [{ memberLabel: 'high ROLLER' }, true],
    [{ memberLabel: 'VIP2' }, false],
    [{ feature: 'dividend' }, true],
    [{ feature: 'hourlySalary' }, false],
    [{ language: 'TH' }, true],
    [{ language: ['EN', 'CN'] }, false],
    [{ headerLanguage: 'TY' }, true],
    [{ headerLanguage: 'JA' }, false],
    [{ route: '/live' }, true],
    [{ route: '/rng' }, false],
    [{ viewport: 'tablet' }, true],
    [{ viewport: ['phone', 'desktop'] }, false],
    [{ device: ['phone'] }, true],
    [{ device: 'desktop' }, false],
    [{ dates: { from: '2026-12-24T12:00:00Z' } }, true],
    [{ dates: { from: '2026-12-24T12:00:01Z' } }, false],
    [{ dates: { until: '2026-12-24T12:00:00Z' } }, false],
    [{ dates: { from: '2026-12-24T00:00:00+08:00', until: '2026-12-25T00:00:00+08:00' } }, true],
    [{ all: [{ loggedIn: true }, { feature: 'dividend' }] }, true],
    [{ all: [{ loggedIn: true }, { feature: 'contract' }] }, false],
    [{ any: [{ flag: 'FREEPLAY3' }, { language: 'TH' }] }, true],
    [{ any: [{ flag: 'FREEPLAY3' }, { language: 'EN' }] }, false],
    [{ not: { route: '/live' } }, false],
    [{ not: { all: [{ not: { loggedIn: true } }] } }, true],
  ])(
    '%j is %s for a Thai-speaking agent labelled VIP and High roller on /live, on a phone in a tablet-wide window, at noon UTC on 24 December 2026',
    (condition, expected) => {
      expect(evaluateCondition(condition, ctx)).toBe(expected);
    },
  );

  it('an agent type needs a session', () => {
    expect(evaluateCondition({ isAgent: [0] }, visitor)).toBe(false);
  });

  it('R3.2 a member label shows content to the logged-in members who carry it, whatever its case, and never to a visitor', () => {
    expect(evaluateCondition({ memberLabel: 'vip' }, ctx)).toBe(true);
    expect(evaluateCondition({ memberLabel: 'VIP' }, { ...ctx, memberLabels: [] })).toBe(false);
    // A visitor has no labels; even a stale context that still held some shows nothing.
    expect(evaluateCondition({ memberLabel: 'VIP' }, { ...visitor, memberLabels: ['VIP'] })).toBe(false);
  });

  it('a shape outside the grammar never shows content', () => {
    expect(evaluateCondition({ role: 'vip' } as unknown as Condition, ctx)).toBe(false);
    expect(evaluateCondition({} as unknown as Condition, ctx)).toBe(false);
  });
});
