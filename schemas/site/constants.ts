/**
 * Names the spec fixes. Site files may only use these; `npm run validate`
 * suggests the nearest one when a file has a typo.
 */

/** Header language codes (spec §1). TY is Filipino (see docs/decisions/ty-language.md). */
export const LANGUAGES = ['EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Screen classes for site conditions, by the window's width in CSS px: a phone below 600, a
 * tablet from 600 to 1023, a desktop from 1024 (docs/decisions/device-and-date-conditions.md).
 */
export const SCREENS = ['phone', 'tablet', 'desktop'] as const;
export type Screen = (typeof SCREENS)[number];
/** The smallest width of each screen class but the phone. */
export const SCREEN_MIN_WIDTH = { tablet: 600, desktop: 1024 } as const;

/**
 * The banner groups of spec §3, the ones every shipped whitelabel declares. A merchant may
 * declare its own besides (any id matching BANNER_GROUP_PATTERN, docs/decisions/banners.md).
 */
export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];
/**
 * The id of a banner group a merchant declares: a lower-case slug, safe in a URL, a file name
 * and a CSS class (2 to 40 characters, starting with a letter).
 */
export const BANNER_GROUP_PATTERN = '^[a-z][a-z0-9_-]{1,39}$';

/** Server feature flags (spec §6) and the ones this platform adds. */
export const FLAGS = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'CHNGPASSVERIF3',
  /** Social sign-in (two OpenID Connect providers). */
  'SOCIALLOGIN3',
  /** Affiliate (invitation) codes at registration. */
  'AFFILIATE3',
  /** The referral promotion: invite-friends icon and page. */
  'REFERRALPROMO3',
] as const;
export type Flag = (typeof FLAGS)[number];

/** Agent features from the consolidated call (spec §3, §6). */
export const FEATURES = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary', 'contract'] as const;
export type Feature = (typeof FEATURES)[number];

/** Game types of the catalogue (spec §2, §3). */
export const GAME_TYPES = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/**
 * The lobby route of each game type (spec §2 navigation map). Cockfight has no
 * page: it launches its game directly.
 */
export const GAME_TYPE_ROUTES: Readonly<Record<GameType, string | null>> = {
  LIVE: '/live',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lottery',
  ELOTT: '/lottery',
  COCKFIGHT: null,
};

/** Game types whose nav item launches a game instead of opening a lobby (spec §2). */
export const DIRECT_LAUNCH_TYPES: readonly GameType[] = ['COCKFIGHT'];

/** Game types whose categories may launch their first vendor's game directly (spec §2). */
export const FIRST_VENDOR_LAUNCH_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];

/** Member-centre pages (spec §2), in the spec's order. */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  // Player protection (docs/player-protection.md); not in the spec's list.
  'responsibleGaming',
  // KYC documents and their review (docs/player-protection.md "KYC").
  'verification',
  // The member's own activity statement (docs/player-protection.md "Activity statement").
  'activityStatement',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** Agent-centre pages (spec §2), in the spec's order. */
export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

/**
 * Agent-centre pages the spec shows only with a consolidated-call feature
 * (spec §2); `validate` requires their `when` to name it.
 */
export const AGENT_PAGE_FEATURES: Readonly<Partial<Record<AgentCentrePage, Feature>>> = {
  agentDividendRecordCopy2: 'dividend',
  agentDailyWages2: 'dailySalary',
  agentHourSalary: 'hourlySalary',
  agentRealtimeSalary: 'realtimeSalary',
};

/** Where a member-centre page's red count badge comes from (spec §2), by page. */
export const MEMBER_CENTRE_BADGES = {
  missionLeaderboard: 'missions',
  messageV2: 'messages',
  rewardCenter: 'rewards',
} as const satisfies Partial<Record<MemberCentrePage, string>>;

/** Popups (spec §2) the app can open; each renders a node of the site's `popups`. */
export const POPUPS = [
  'login',
  'register',
  'forgetPassModal',
  'changePassModal',
  'notice',
  'gamePopup',
  'chatRoom',
  'memberCentre',
  'agentCentre',
] as const;
export type Popup = (typeof POPUPS)[number];

/** Routes of spec §2 that every site must serve (aliases included). */
export const SPEC_ROUTES = [
  '/',
  '/index.html',
  '/home',
  '/register',
  '/register.html',
  '/noticePage',
  '/pointMall',
  '/sports',
  '/esports',
  '/lottery',
  '/rng',
  '/live',
  '/pvp',
  '/fish',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/fbsports',
  '/help',
  '/helpmc',
  '/app',
  '/join',
  '/game',
  '/login',
] as const;

/** Paths the optional login guard lets through without a session (spec §2). */
export const GUARD_EXEMPT_ROUTES = ['/login', '/register', '/register.html', '/helpmc', '/download'] as const;

/** Agent types that see the agent area; the trial type (spec §6, §9). */
export const AGENT_AREA_TYPES = [1, 2, 41, 42] as const;
export const AGENT_BUTTON_TYPES = [1, 2, 4, 41, 42] as const;
export const TRIAL_TYPE = 4;
