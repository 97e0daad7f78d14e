import { Type, type Static } from '@sinclair/typebox';
import { MEMBER_CENTRE_PAGES } from '../../../schemas/site/constants';

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
