import { Type, type Static } from '@sinclair/typebox';
import { BANNER_GROUP_PATTERN, GAME_TYPES, POPUPS, type Popup } from './constants';
import { AgentCentre, MemberCentre } from './centre-pages';
import { NavItem } from './nav-item';
import { NodeRef, nodeSetting, type SiteNode } from './node';
import { SitePage } from './page';
import { MerchantIdentity, SiteLanguages, SiteSettings } from './settings';
import { SiteTheme } from './theme';
import type { Condition } from './condition';
import { CURRENT_SITE_SCHEMA_VERSION } from './version';

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
      description:
        'Width:height of the artwork (above 1, at most 6), fixed so nothing shifts while images load. Left out: 3.2.',
      examples: [3.2],
    }),
  },
  {
    additionalProperties: false,
    description: 'A banner group this site shows. A group with no banners renders nothing and leaves no gap.',
  },
);

/** What each popup is for, and a node it commonly shows (the editor's help). */
const POPUP_DOCS: Record<Popup, [description: string, example: SiteNode]> = {
  login: ['The login popup.', { id: 'popup-login', type: 'login-form', props: { layout: 'full' } }],
  register: ['The registration popup.', { id: 'popup-register', type: 'register-form' }],
  forgetPassModal: [
    'The forgotten-password popup.',
    { id: 'popup-forgot-password', type: 'forgot-password-form' },
  ],
  changePassModal: [
    'The change-password popup.',
    { id: 'popup-change-password', type: 'change-password-form' },
  ],
  notice: ['The notices popup.', { id: 'popup-notice', type: 'notice-board', props: { variant: 'popup' } }],
  gamePopup: ['The popup a game opens in.', { type: 'game-popup' }],
  chatRoom: ['The chat room popup.', { id: 'popup-chat-room', type: 'chat-room' }],
  memberCentre: ['The member-centre popup; its pages are set in `memberCentre`.', { type: 'member-centre' }],
  agentCentre: ['The agent-centre popup; its pages are set in `agentCentre`.', { type: 'agent-centre' }],
};

/** Every popup of spec §2 and the node it renders. */
export const SitePopups = Type.Object(
  Object.fromEntries(
    POPUPS.map((p) => [p, nodeSetting(`${POPUP_DOCS[p][0]} The widget it shows.`, [POPUP_DOCS[p][1]])]),
  ) as Record<Popup, typeof NodeRef>,
  {
    additionalProperties: false,
    examples: [Object.fromEntries(POPUPS.map((p) => [p, POPUP_DOCS[p][1]]))],
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
    $schema: Type.Optional(
      Type.String({
        description: 'Path of this schema, for editors (completion and checks while typing).',
        examples: ['../../schemas/site.schema.json'],
      }),
    ),
    schemaVersion: Type.Integer({
      minimum: 1,
      description:
        'Shape version of this file; older files are migrated on load (`npm run validate` says how).',
      examples: [CURRENT_SITE_SCHEMA_VERSION],
    }),
    merchant: MerchantIdentity,
    domains: Type.Array(Type.String({ pattern: '^[a-z0-9.-]+$' }), {
      uniqueItems: true,
      description:
        'Hosts that serve this site, e.g. www.example.com and aurora.localhost (Chromium resolves *.localhost to this machine).',
      examples: [['www.auroraplay.example', 'aurora.localhost']],
    }),
    theme: SiteTheme,
    languages: SiteLanguages,
    gameTypes: Type.Array(offeredGameType, {
      minItems: 1,
      uniqueItems: true,
      description:
        'Game categories this merchant offers. Lobby routes of the others need no page, and nav items may not name them (e.g. leave out COCKFIGHT and ESPORTS to hide those modules).',
      examples: [['LIVE', 'RNG', 'FISH', 'SPORTS', 'LOTT']],
    }),
    settings: SiteSettings,
    layout: Type.Object(
      {
        header: Type.Array(NodeRef, {
          description: 'Header rows: notices, language, theme, clock, logo, nav...',
          examples: [
            [
              { id: 'header-logo', type: 'brand-logo' },
              { id: 'header-nav', type: 'nav-menu' },
            ],
          ],
        }),
        footer: Type.Array(NodeRef, {
          description: 'Footer: licence logos, social links, legal text.',
          examples: [[{ id: 'site-footer', type: 'site-footer' }]],
        }),
        sidebars: Type.Array(NodeRef, {
          description:
            'Floating side bars at the right edge (promotion, customer service, Telegram, QR codes, invite).',
          examples: [[{ id: 'side-bar', type: 'side-bar' }]],
        }),
      },
      {
        additionalProperties: false,
        description: 'Regions around every page; `full` pages show all, `game` pages the header only.',
        examples: [
          {
            header: [{ id: 'header-logo', type: 'brand-logo' }],
            footer: [{ id: 'site-footer', type: 'site-footer' }],
            sidebars: [{ id: 'side-bar', type: 'side-bar' }],
          },
        ],
      },
    ),
    nav: Type.Array(NavItem, {
      description: 'Items of the header bottom bar, in order.',
      examples: [
        [
          { id: 'home', label: 'nav.home', route: '/', icon: 'home' },
          { id: 'live', label: 'nav.live', route: '/live', gameType: 'LIVE', hoverMenu: true, icon: 'live' },
        ],
      ],
    }),
    pages: Type.Array(SitePage, {
      minItems: 1,
      description:
        'Every route the site serves; each route of spec §2 needs a page (lobbies only for offered game types).',
      examples: [
        [
          {
            route: '/',
            aliases: ['/index.html', '/home'],
            title: 'page.home',
            frame: 'full',
            nodes: [{ id: 'banner-home', type: 'banner-carousel', props: { group: 'w_home' } }],
          },
        ],
      ],
    }),
    bannerGroups: Type.Array(BannerGroupConfig, {
      description: 'Banner groups this site shows; a banner widget may only name one of these.',
      examples: [[{ group: 'w_home', aspectRatio: 3.2 }]],
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
