import { Type, type Static } from '@sinclair/typebox';
import { MEMBER_CENTRE_PAGES } from '../../../schemas/site/constants';
import { GUIDE_TOOLS } from './guide-tools';

const centrePage = (fallback: string) =>
  Type.Union(
    MEMBER_CENTRE_PAGES.map((p) => Type.Literal(p)),
    { default: fallback },
  );

export const propsSchema = Type.Object(
  {
    /** The tools described, in this order (those switched on in platform.json `protection`). */
    tools: Type.Optional(
      Type.Array(Type.Union(GUIDE_TOOLS.map((t) => Type.Literal(t))), {
        default: [...GUIDE_TOOLS],
        uniqueItems: true,
      }),
    ),
    /** The member-centre page with the limit, session and break forms. */
    toolsPage: Type.Optional(centrePage('responsibleGaming')),
    /** The member-centre page with account closure. */
    closurePage: Type.Optional(centrePage('securityCenter')),
    /** Offer the nine-question gambling self-check (answers never leave the page). */
    selfCheck: Type.Optional(Type.Boolean({ default: true })),
    /** The help-centre category whose articles (the merchant's own words: help organisations) follow the tools. */
    helpCategory: Type.Optional(Type.String({ default: 'responsible', minLength: 1 })),
  },
  { additionalProperties: false },
);

export type ResponsibleGamingGuideProps = Static<typeof propsSchema>;
