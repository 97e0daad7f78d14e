import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Routes where the balance is not shown at all (spec §2: hidden on game pages). */
    hideBalanceOn: Type.Array(Type.String({ pattern: '^/' }), {
      default: ['/game'],
      description:
        'Pages where the panel hides the balance: paths of this site starting with /, each matching that exact address only. Left out: /game, the game page.',
      examples: [['/game'], ['/game', '/lottery']],
    }),
  },
  { additionalProperties: false },
);

export type MemberPanelProps = Static<typeof propsSchema>;
