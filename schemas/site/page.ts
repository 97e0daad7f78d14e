import { Type, type Static } from '@sinclair/typebox';
import { whenSetting } from './condition';
import { NodeRef } from './node';
import { siteText } from './text';

/** A route of the portal and the widgets it shows. */
export const SitePage = Type.Object(
  {
    route: Type.String({
      pattern: '^(/([\\w.-]*|:[A-Za-z]\\w*\\??))+$',
      description:
        'Path, e.g. /live. A segment `:name` is a route parameter (`:name?` optional), e.g. /lobby/:lobbyType/:type?/:vassalage?; route and query parameters are read by widgets.',
      examples: ['/live', '/promotions/:id'],
    }),
    aliases: Type.Optional(
      Type.Array(Type.String({ pattern: '^/[\\w./-]*$' }), {
        uniqueItems: true,
        description: 'Other paths that show the same page, e.g. /index.html and /home for /.',
        examples: [['/index.html', '/home']],
      }),
    ),
    title: siteText({
      description:
        'The page’s title in the browser tab, before the brand name (the home page shows the brand only).',
      examples: ['page.live', { EN: 'Live casino', TH: 'คาสิโนสด' }],
    }),
    frame: Type.Union([Type.Literal('full'), Type.Literal('bare'), Type.Literal('game')], {
      default: 'full',
      description:
        '`full`: header, content, footer and side bars; `bare`: content only (e.g. /helpmc); `game`: header with the nav toggle, no footer or side bars (e.g. /game). Left out: full.',
      examples: ['full', 'bare'],
    }),
    when: Type.Optional(
      whenSetting('the page (when off, its route answers as not found)', [{ loggedIn: true }]),
    ),
    nodes: Type.Array(NodeRef, {
      description: 'The widgets of the page, top to bottom.',
      examples: [[{ id: 'live-banners', type: 'banner-carousel', props: { group: 'w_live' } }]],
    }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        route: '/live',
        title: 'page.live',
        frame: 'full',
        nodes: [{ id: 'live-banners', type: 'banner-carousel', props: { group: 'w_live' } }],
      },
    ],
    description:
      'A route of the portal and the widgets it shows. A page whose `when` is off answers as not found.',
  },
);
export type SitePage = Static<typeof SitePage>;
