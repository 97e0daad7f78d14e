import { Type, type Static } from '@sinclair/typebox';
import { BANNER_GROUP_PATTERN, LANGUAGES } from '../site/constants';

const literals = <T extends readonly string[]>(values: T, description: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], description });

/** Languages content may be asked in; the platform falls back to the merchant's default. */
export const ContentLanguage = Type.Optional(
  literals(LANGUAGES, 'Language of the texts (EN, CN, VI, JA, TH, TY, ID); default EN.'),
);

/** A banner group the merchant's site declares (the spec's w_home ... w_help, or its own). */
export const BannerGroupName = Type.String({
  pattern: BANNER_GROUP_PATTERN,
  description: 'Banner group, one the merchant’s site declares (w_home ... w_help, or its own id).',
});

/**
 * What a click on a banner does: `none` nothing; `route` a page of the portal
 * (`linkage` is its path); `url` an outside page in a new tab; `promotion` the
 * promotion detail (`linkage` is the announcement id); `game` the lobby of a game type.
 */
export const BANNER_LINKAGE_TYPES = ['none', 'route', 'url', 'promotion', 'game'] as const;
export type BannerLinkageType = (typeof BANNER_LINKAGE_TYPES)[number];

/** A banner (spec §3: bannerId, groupName, url, linkageType), with its texts in the asked language. */
export const Banner = Type.Object({
  bannerId: Type.Integer(),
  groupName: BannerGroupName,
  /** The artwork. Text is not baked in: the portal lays `title` over it, in the player's language. */
  url: Type.String(),
  linkageType: literals(BANNER_LINKAGE_TYPES, 'What a click does.'),
  /** Target of the linkage: a path, a URL, a promotion id or a game type. */
  linkage: Type.Optional(Type.String()),
  title: Type.String(),
  subtitle: Type.Optional(Type.String()),
  /** Label of the call-to-action button; none when empty. */
  cta: Type.Optional(Type.String()),
});
export type Banner = Static<typeof Banner>;

/**
 * Announcement types (spec §3, default B): B bulletins (the header marquee and the
 * notice modal), PL player notices, PU popup notices (shown once on arrival), PR
 * promotions, H help-centre articles. See docs/decisions/announcements.md.
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** An announcement as lists show it (spec §3: id, title; items title, content, timestamp). */
export const AnnouncementItem = Type.Object({
  id: Type.Integer(),
  type: literals(ANNOUNCEMENT_TYPES, 'Announcement type.'),
  title: Type.String(),
  /** Sanitised-on-display HTML in the asked language. */
  content: Type.String(),
  /** Publication time, epoch milliseconds. */
  timestamp: Type.Number(),
  /** One-line teaser (promotions). */
  summary: Type.Optional(Type.String()),
  /** Artwork (promotions). */
  image: Type.Optional(Type.String()),
  /** Grouping key: promotion category (e.g. `deposit`, `slots`) or help category. */
  category: Type.Optional(Type.String()),
  /** When the offer ends, epoch milliseconds (promotions). */
  endsAt: Type.Optional(Type.Number()),
});
export type AnnouncementItem = Static<typeof AnnouncementItem>;

/** The notice payload value (spec §3: player, banners, popup, promotion lists). */
export const AnnouncementLists = Type.Object({
  /** Type B. */
  banners: Type.Array(AnnouncementItem),
  /** Type PL. */
  player: Type.Array(AnnouncementItem),
  /** Type PU. */
  popup: Type.Array(AnnouncementItem),
  /** Type PR. */
  promotion: Type.Array(AnnouncementItem),
  /** Type H (only when asked for). */
  help: Type.Array(AnnouncementItem),
});
export type AnnouncementLists = Static<typeof AnnouncementLists>;

/** A help-centre category and its articles. */
export const HelpCategory = Type.Object({
  key: Type.String(),
  title: Type.String(),
  articles: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      /** HTML, sanitised on display. */
      content: Type.String(),
      timestamp: Type.Number(),
    }),
  ),
});
export type HelpCategory = Static<typeof HelpCategory>;

/** Customer-service desks (spec §3 csType). */
export const CS_TYPES = ['VIP', 'LIVECHAT'] as const;

/** An entry of the customer-service path list (spec §3: type and path). */
export const ServicePath = Type.Object({
  /** `1` e-mail (mailto:), `2` Telegram link, `3` web chat sealed with its trailing 8-character key. */
  type: literals(['1', '2', '3'] as const, 'Kind of contact.'),
  path: Type.String(),
});
