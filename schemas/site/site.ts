import { Type, type Static } from '@sinclair/typebox';
import { BANNER_GROUP_PATTERN, GAME_TYPES, POPUPS } from './constants';
import { AgentCentre, MemberCentre } from './centre-pages';
import { NavItem } from './nav-item';
import { NodeRef, type SiteNode } from './node';
import { SitePage } from './page';
import { MerchantIdentity, SiteLanguages, SiteSettings } from './settings';
import { SiteTheme } from './theme';
import type { Condition } from './condition';

const bannerGroup = Type.String({
  pattern: BANNER_GROUP_PATTERN,
  description:
    "The group's id: one of the spec's (w_home, w_rng, w_live, w_fish, w_pvp, w_sports, w_esports, w_lott, w_down, w_promotion, w_shop, w_help) or the merchant's own, a lower-case slug (letters, digits, _ and -, 2 to 40 characters, starting with a letter).",
  examples: ['w_home', 'vip-lounge'],
});

/** A banner group the merchant shows, and how. Banners themselves come from the platform. */
export const BannerGroupConfig = Type.Object(
  {
    group: bannerGroup,
    aspectRatio: Type.Number({
      exclusiveMinimum: 1,
      maximum: 6,
      default: 3.2,
      description: 'Width:height of the artwork, fixed so nothing shifts while images load.',
    }),
  },
  {
    additionalProperties: false,
    description: 'A banner group this site shows. A group with no banners renders nothing and leaves no gap.',
  },
);

/** Every popup of spec §2 and the node it renders. */
export const SitePopups = Type.Object(
  Object.fromEntries(POPUPS.map((p) => [p, NodeRef])) as Record<(typeof POPUPS)[number], typeof NodeRef>,
  {
    additionalProperties: false,
    description:
      'The widget each popup of spec §2 shows: login, register, forgetPassModal, changePassModal, notice, gamePopup, chatRoom, memberCentre, agentCentre.',
  },
);

const offeredGameType = Type.Unsafe<(typeof GAME_TYPES)[number]>({
  type: 'string',
  enum: [...GAME_TYPES],
  description: 'A game type: LIVE, RNG, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT or COCKFIGHT.',
});

/** A merchant's whole site: what `whitelabels/<code>/site.json` (+ theme.json) holds. */
export const Site = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: 'Path of this schema, for editors.' })),
    schemaVersion: Type.Integer({
      minimum: 1,
      description:
        'Shape version of this file; older files are migrated on load (`npm run validate` says how).',
    }),
    merchant: MerchantIdentity,
    domains: Type.Array(Type.String({ pattern: '^[a-z0-9.-]+$' }), {
      uniqueItems: true,
      description:
        'Hosts that serve this site, e.g. www.example.com and aurora.localhost (Chromium resolves *.localhost to this machine).',
    }),
    theme: SiteTheme,
    languages: SiteLanguages,
    gameTypes: Type.Array(offeredGameType, {
      minItems: 1,
      uniqueItems: true,
      description:
        'Game categories this merchant offers. Lobby routes of the others need no page, and nav items may not name them (e.g. leave out COCKFIGHT and ESPORTS to hide those modules).',
    }),
    settings: SiteSettings,
    layout: Type.Object(
      {
        header: Type.Array(NodeRef, {
          description: 'Header rows: notices, language, theme, clock, logo, nav...',
        }),
        footer: Type.Array(NodeRef, { description: 'Footer: licence logos, social links, legal text.' }),
        sidebars: Type.Array(NodeRef, {
          description:
            'Floating side bars at the right edge (promotion, customer service, Telegram, QR codes, invite).',
        }),
      },
      {
        additionalProperties: false,
        description: 'Regions around every page; `full` pages show all, `game` pages the header only.',
      },
    ),
    nav: Type.Array(NavItem, { description: 'Items of the header bottom bar, in order.' }),
    pages: Type.Array(SitePage, {
      minItems: 1,
      description:
        'Every route the site serves; each route of spec §2 needs a page (lobbies only for offered game types).',
    }),
    bannerGroups: Type.Array(BannerGroupConfig, {
      description: 'Banner groups this site shows; a banner widget may only name one of these.',
    }),
    popups: SitePopups,
    memberCentre: MemberCentre,
    agentCentre: AgentCentre,
  },
  {
    additionalProperties: false,
    description:
      'A merchant’s site: whitelabels/<code>/site.json, with the tokens of theme.json placed under `theme` when it is loaded.',
  },
);

/** A site after migration and validation, with nodes typed loosely (each widget checks its own props). */
export type Site = Omit<
  Static<typeof Site>,
  'layout' | 'pages' | 'popups' | 'memberCentre' | 'agentCentre'
> & {
  layout: { header: SiteNode[]; footer: SiteNode[]; sidebars: SiteNode[] };
  pages: (Omit<Static<typeof SitePage>, 'nodes' | 'when'> & { nodes: SiteNode[]; when?: Condition })[];
  popups: Record<(typeof POPUPS)[number], SiteNode>;
  memberCentre: CentreOf<Static<typeof MemberCentre>>;
  agentCentre: CentreOf<Static<typeof AgentCentre>>;
};

type CentreOf<C extends { pages: unknown[] }> = Omit<C, 'pages'> & {
  pages: (Omit<C['pages'][number] & object, 'node' | 'when'> & { node: SiteNode; when?: Condition })[];
};
