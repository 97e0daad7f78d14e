import { Type, type Static } from '@sinclair/typebox';
import { MEMBER_CENTRE_PAGES } from '../../../schemas/site/constants';

export const propsSchema = Type.Object(
  {
    /** The member-centre page the check links to for the session's history. */
    historyPage: Type.Union(
      MEMBER_CENTRE_PAGES.map((p) => Type.Literal(p)),
      { default: 'personalHistoryCopy' },
    ),
  },
  { additionalProperties: false },
);

export type RealityCheckProps = Static<typeof propsSchema>;
