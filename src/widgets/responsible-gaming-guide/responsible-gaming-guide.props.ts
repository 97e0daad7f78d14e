import { Type, type Static } from '@sinclair/typebox';
import { MEMBER_CENTRE_PAGES } from '../../../schemas/site/constants';
import { GUIDE_TOOLS } from './guide-tools';

export const title = 'Responsible gaming';
export const description =
  'The public responsible-gaming page (issue #14 part 6): the player-protection tools the merchant offers and buttons to the member-centre pages that set them (logged-out visitors are asked to log in first), a nine-question gambling self-check whose answers never leave the page, then the articles of a help-centre category (help organisations) from the merchant’s content.';

const centrePage = (fallback: string, description: string) =>
  Type.Union(
    MEMBER_CENTRE_PAGES.map((p) => Type.Literal(p)),
    { default: fallback, description, examples: [fallback] },
  );

export const propsSchema = Type.Object(
  {
    tools: Type.Optional(
      Type.Array(Type.Union(GUIDE_TOOLS.map((t) => Type.Literal(t))), {
        default: [...GUIDE_TOOLS],
        uniqueItems: true,
        description:
          'The tools the guide describes, in this order (only those switched on in platform.json `protection` are shown): `limits`, `realityChecks`, `timeOut`, `selfExclusion`, `closure`. Left out: all of them.',
        examples: [['limits', 'timeOut', 'selfExclusion']],
      }),
    ),
    toolsPage: Type.Optional(
      centrePage(
        'responsibleGaming',
        'The member-centre page with the limit, session and break forms, which the guide links to. Left out: `responsibleGaming`.',
      ),
    ),
    closurePage: Type.Optional(
      centrePage(
        'securityCenter',
        'The member-centre page where members close their account, which the guide links to. Left out: `securityCenter`.',
      ),
    ),
    selfCheck: Type.Optional(
      Type.Boolean({
        default: true,
        description:
          'Offer the nine-question gambling self-check (the answers never leave the page). Left out: offered.',
        examples: [false],
      }),
    ),
    helpCategory: Type.Optional(
      Type.String({
        default: 'responsible',
        minLength: 1,
        description:
          'The help-centre category whose articles (the merchant’s own words, e.g. help organisations) follow the tools. Left out: `responsible`.',
        examples: ['responsible'],
      }),
    ),
  },
  { additionalProperties: false },
);

export type ResponsibleGamingGuideProps = Static<typeof propsSchema>;
