import { Type, type TSchema } from '@sinclair/typebox';
import {
  FEATURES,
  FLAGS,
  LANGUAGES,
  SCREENS,
  type Feature,
  type Flag,
  type Language,
  type Screen,
} from './constants';
import { MEMBER_LABEL_MAX } from '../api/ops/member-action-rules';

const oneOf = <T extends readonly string[]>(values: T, description: string, examples?: unknown[]) =>
  Type.Unsafe<T[number]>({
    type: 'string',
    enum: [...values],
    description,
    ...(examples ? { examples } : {}),
  });

/** A date window: from (inclusive) until (exclusive), either end open. */
export interface DateWindow {
  from?: string;
  until?: string;
}

/**
 * When a node, nav item or page shows. Declarative JSON only (no expressions):
 * an object with exactly one of these keys, evaluated by one pure function over
 * the session (with the labels operators gave the member), the merchant's flags and
 * features, the language, the route, the window's width, the kind of device and the date.
 */
export type Condition =
  | { flag: Flag }
  | { loggedIn: boolean }
  | { isAgent: number[] }
  | { memberLabel: string }
  | { feature: Feature }
  | { language: Language | Language[] }
  | { headerLanguage: Language }
  | { route: string }
  | { viewport: Screen | Screen[] }
  | { device: Screen | Screen[] }
  | { dates: DateWindow }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

const self = Type.Unsafe<Condition>({ $ref: '#/$defs/condition' });

const oneOrMore = <T extends readonly string[]>(values: T, description: string, examples: unknown[]) =>
  Type.Union([oneOf(values, 'One of them.'), Type.Array(oneOf(values, 'One of them.'), { minItems: 1 })], {
    description,
    examples,
  });

/** JSON Schema of a condition; lives at `#/$defs/condition` of the site schema. */
export const ConditionSchema: TSchema = Type.Object(
  {
    flag: Type.Optional(
      oneOf(FLAGS, 'On when the merchant has this server feature flag.', ['REFERRALPROMO3']),
    ),
    loggedIn: Type.Optional(
      Type.Boolean({
        description: 'On when a session exists (true) or not (false).',
        examples: [true, false],
      }),
    ),
    isAgent: Type.Optional(
      Type.Array(Type.Integer(), {
        minItems: 1,
        description:
          'On when the member’s agent type is one of these (0 player; 1, 2, 41, 42 agents; 4 trial).',
        examples: [[1, 2, 41, 42]],
      }),
    ),
    memberLabel: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: MEMBER_LABEL_MAX,
        description:
          'On when the logged-in member carries this label, given in the back office (case does not matter): offers for members labelled VIP, say. Never on for a visitor.',
        examples: ['VIP'],
      }),
    ),
    feature: Type.Optional(
      oneOf(FEATURES, 'On when the consolidated call enables this agent feature.', ['dailySalary']),
    ),
    language: Type.Optional(
      Type.Union(
        [oneOf(LANGUAGES, 'A language.'), Type.Array(oneOf(LANGUAGES, 'A language.'), { minItems: 1 })],
        {
          description: 'On when the current language is this one (or one of these).',
          examples: ['TH', ['CN', 'JA']],
        },
      ),
    ),
    headerLanguage: Type.Optional(
      oneOf(LANGUAGES, 'On when the merchant’s header offers this language (bingo shows with TY).', ['TY']),
    ),
    route: Type.Optional(
      Type.String({
        pattern: '^/',
        description: 'On when the current path equals this route.',
        examples: ['/'],
      }),
    ),
    viewport: Type.Optional(
      oneOrMore(
        SCREENS,
        'On when the window is this wide (or one of these): phone below 600 px, tablet 600-1023 px, desktop from 1024 px. Follows the window as it is resized or turned.',
        ['desktop', ['phone', 'tablet']],
      ),
    ),
    device: Type.Optional(
      oneOrMore(
        SCREENS,
        'On when the visitor uses this kind of device (or one of these), whatever the window’s width: an app download offer for phones, say.',
        ['phone'],
      ),
    ),
    dates: Type.Optional(
      Type.Object(
        {
          from: Type.Optional(
            Type.String({
              format: 'date-time',
              description: 'Shows from this moment, e.g. "2026-12-24T00:00:00+08:00".',
              examples: ['2026-12-24T00:00:00+08:00'],
            }),
          ),
          until: Type.Optional(
            Type.String({
              format: 'date-time',
              description: 'Shows until this moment (not included), e.g. "2027-01-02T00:00:00+08:00".',
              examples: ['2027-01-02T00:00:00+08:00'],
            }),
          ),
        },
        {
          additionalProperties: false,
          minProperties: 1,
          description:
            'On from `from` until `until` (either may be left out), on the visitor’s clock; the page changes at the moment itself.',
          examples: [{ from: '2026-12-24T00:00:00+08:00', until: '2027-01-02T00:00:00+08:00' }],
        },
      ),
    ),
    all: Type.Optional(
      Type.Array(self, {
        minItems: 1,
        description: 'On when every condition is on.',
        examples: [[{ loggedIn: true }, { viewport: 'desktop' }]],
      }),
    ),
    any: Type.Optional(
      Type.Array(self, {
        minItems: 1,
        description: 'On when at least one condition is on.',
        examples: [[{ language: 'TH' }, { language: 'VI' }]],
      }),
    ),
    not: Type.Optional(
      Type.Unsafe<Condition>({
        $ref: '#/$defs/condition',
        description: 'On when this condition is off.',
        examples: [{ loggedIn: true }],
      }),
    ),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    maxProperties: 1,
    description: 'A condition: an object with exactly one key.',
  },
);

/** Reference to the condition schema, for use inside other site schemas. */
export const ConditionRef = self;

/** A `when` setting: the condition under which `what` shows, with examples for the editor. */
export const whenSetting = (what: string, examples: Condition[]) =>
  Type.Unsafe<Condition>({
    ...ConditionRef,
    description: `Show ${what} only when this condition holds (always when left out): an object with exactly one key, e.g. {"loggedIn": true}.`,
    examples,
  });
