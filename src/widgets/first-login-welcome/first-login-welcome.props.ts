import { Type, type Static } from '@sinclair/typebox';

export const title = 'First-login welcome';
export const description =
  "The first-login action (spec §4): at a member's very first login, a welcome offering first steps, each opening the member centre at its page. Draws nothing otherwise.";

/** Member-centre pages the welcome can offer as first steps. */
export const WELCOME_STEPS = ['depositv2', 'securityCenter', 'rewardCenter', 'referral'] as const;
export type WelcomeStep = (typeof WELCOME_STEPS)[number];

export const propsSchema = Type.Object(
  {
    steps: Type.Array(Type.Union(WELCOME_STEPS.map((s) => Type.Literal(s))), {
      minItems: 1,
      maxItems: 4,
      uniqueItems: true,
      default: ['depositv2', 'rewardCenter', 'securityCenter'],
      description:
        'The first steps the welcome offers, in order (1 to 4); each opens the member centre at that page. `depositv2`: make a first deposit; `securityCenter`: secure the account; `rewardCenter`: claim the welcome rewards; `referral`: invite friends. Left out: depositv2, rewardCenter, securityCenter.',
      examples: [
        ['depositv2', 'rewardCenter', 'securityCenter'],
        ['depositv2', 'referral'],
      ],
    }),
  },
  { additionalProperties: false },
);

export type FirstLoginWelcomeProps = Static<typeof propsSchema>;
