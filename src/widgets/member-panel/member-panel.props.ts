import { Type, type Static } from '@sinclair/typebox';

export const title = 'Logged-in panel';
export const description =
  'The header’s logged-in panel: avatar, nickname, VIP label, unclaimed count, balance with show/hide, deposit, withdraw, agent and sign out.';

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
