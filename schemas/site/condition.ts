import { Type, type TSchema } from '@sinclair/typebox';
import { FEATURES, FLAGS, LANGUAGES, type Feature, type Flag, type Language } from './constants';

const oneOf = <T extends readonly string[]>(values: T, description: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], description });

/**
 * When a node, nav item or page shows. Declarative JSON only (no expressions):
 * an object with exactly one of these keys, evaluated by one pure function over
 * the session, the merchant's flags and features, the language and the route.
 */
export type Condition =
  | { flag: Flag }
  | { loggedIn: boolean }
  | { isAgent: number[] }
  | { feature: Feature }
  | { language: Language | Language[] }
  | { headerLanguage: Language }
  | { route: string }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

const self = Type.Unsafe<Condition>({ $ref: '#/$defs/condition' });

/** JSON Schema of a condition; lives at `#/$defs/condition` of the site schema. */
export const ConditionSchema: TSchema = Type.Object(
  {
    flag: Type.Optional(oneOf(FLAGS, 'On when the merchant has this server feature flag.')),
    loggedIn: Type.Optional(Type.Boolean({ description: 'On when a session exists (true) or not (false).' })),
    isAgent: Type.Optional(
      Type.Array(Type.Integer(), {
        minItems: 1,
        description:
          'On when the member’s agent type is one of these (0 player; 1, 2, 41, 42 agents; 4 trial).',
      }),
    ),
    feature: Type.Optional(oneOf(FEATURES, 'On when the consolidated call enables this agent feature.')),
    language: Type.Optional(
      Type.Union(
        [oneOf(LANGUAGES, 'A language.'), Type.Array(oneOf(LANGUAGES, 'A language.'), { minItems: 1 })],
        {
          description: 'On when the current language is this one (or one of these).',
        },
      ),
    ),
    headerLanguage: Type.Optional(
      oneOf(LANGUAGES, 'On when the merchant’s header offers this language (bingo shows with TY).'),
    ),
    route: Type.Optional(
      Type.String({ pattern: '^/', description: 'On when the current path equals this route.' }),
    ),
    all: Type.Optional(Type.Array(self, { minItems: 1, description: 'On when every condition is on.' })),
    any: Type.Optional(
      Type.Array(self, { minItems: 1, description: 'On when at least one condition is on.' }),
    ),
    not: Type.Optional(self),
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
