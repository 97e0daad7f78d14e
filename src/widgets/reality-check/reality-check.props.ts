import { Type, type Static } from '@sinclair/typebox';
import { MEMBER_CENTRE_PAGES } from '../../../schemas/site/constants';

export const title = 'Reality check';
export const description =
  'Player protection: at the interval the member chose, a dialog shows how long this session has lasted and its net result, links to the history and waits for an answer (continue or log out). At the session time limit it asks the platform, which ends the session; both are kept on the platform, so a reload or another tab changes nothing (docs/player-protection.md). Place it once at the end of layout.header (shown on game pages too, where the side bars are not) for logged-in members; draws nothing between checks.';

export const propsSchema = Type.Object(
  {
    historyPage: Type.Union(
      MEMBER_CENTRE_PAGES.map((p) => Type.Literal(p)),
      {
        default: 'personalHistoryCopy',
        description:
          'The member-centre page the reality check links to for the history of the session. Left out: `personalHistoryCopy`.',
        examples: ['personalHistoryCopy'],
      },
    ),
  },
  { additionalProperties: false },
);

export type RealityCheckProps = Static<typeof propsSchema>;
