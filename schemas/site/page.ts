import { Type, type Static } from '@sinclair/typebox';
import { ConditionRef } from './condition';
import { NodeRef } from './node';
import { SiteTextSchema } from './text';

/** A route of the portal and the widgets it shows. */
export const SitePage = Type.Object(
  {
    route: Type.String({
      pattern: '^(/([\\w.-]*|:[A-Za-z]\\w*\\??))+$',
      description:
        'Path, e.g. /live. A segment `:name` is a route parameter (`:name?` optional), e.g. /lobby/:lobbyType/:type?/:vassalage?; route and query parameters are read by widgets.',
    }),
    aliases: Type.Optional(
      Type.Array(Type.String({ pattern: '^/[\\w./-]*$' }), {
        uniqueItems: true,
        description: 'Other paths that show the same page, e.g. /index.html and /home for /.',
      }),
    ),
    title: SiteTextSchema,
    frame: Type.Union([Type.Literal('full'), Type.Literal('bare'), Type.Literal('game')], {
      default: 'full',
      description:
        '`full`: header, content, footer and side bars; `bare`: content only (e.g. /helpmc); `game`: header with the nav toggle, no footer or side bars (e.g. /game).',
    }),
    when: Type.Optional(ConditionRef),
    nodes: Type.Array(NodeRef, { description: 'The widgets of the page, top to bottom.' }),
  },
  {
    additionalProperties: false,
    description:
      'A route of the portal and the widgets it shows. A page whose `when` is off answers as not found.',
  },
);
export type SitePage = Static<typeof SitePage>;
