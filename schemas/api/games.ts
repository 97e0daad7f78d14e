import { Type } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';
import { GAME_CLIENT_TYPE, GAME_PLATFORM, MIN_BET_FILTERS, POPULAR_COUNT } from './game-rules';
import { ROOM_LEVELS, type RoomLevel } from './room-levels';
import { CategoryGroup, ClassifySchema, GameCard, GamePage, GameTypeSchema, VendorCard } from './game-shapes';

const Language = Type.Optional(
  Type.String({ pattern: '^[A-Za-z]{2}$', description: 'Interface language (EN, CN, ...).' }),
);
/** A vendor code: letters, digits and underscores. */
export const VendorCode = Type.String({
  pattern: '^[A-Za-z0-9_]{1,20}$',
  description: 'A vendor code (vassalage).',
});
const PageNo = Type.Integer({ minimum: 1, maximum: 10_000, default: 1, description: 'Page, from 1.' });
const PageSize = Type.Integer({
  minimum: 1,
  maximum: 100,
  default: 21,
  description: 'Games per page, 1 to 100 (lobbies use 21).',
});
const ClientType = Type.Optional(Type.Literal(GAME_CLIENT_TYPE, { description: 'Always 3 (web).' }));
const Platform = Type.Optional(Type.Literal(GAME_PLATFORM, { description: "Always 'flash,html5-desktop'." }));

/** Vendors per game type, for the header's hover menus and lobbies (spec §7, no token). */
export const getGameMenus = defineEndpoint({
  id: 'games.menus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  token: false,
  encrypted: false,
  summary:
    'Vendors per game type for navigation menus; esports split out of sports; hidden modules left out.',
  request: Type.Object({ language: Language }, { additionalProperties: false }),
  response: Type.Object({
    /** One lane per game type the merchant offers, in navigation order. */
    lanes: Type.Array(CategoryGroup),
  }),
});

/** The merchant's vendors grouped in lanes (spec §7 GCSGAME_gameVendor, returns data.lanes). */
export const getGameVendors = defineEndpoint({
  id: 'games.vendors',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameVendor',
  token: true,
  encrypted: false,
  summary: 'Category groups of vendors (lanes) for lobbies; esports split out of sports.',
  request: Type.Object(
    {
      /** The merchant's code; when sent it must be this domain's merchant. */
      merchantCode: Type.Optional(Type.String({ maxLength: 40 })),
      language: Language,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    data: Type.Object({ lanes: Type.Array(CategoryGroup) }),
  }),
});

/** The game query of spec §3: one page of a lobby's games, searched and filtered. */
export const getGameList = defineEndpoint({
  id: 'games.list',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  token: true,
  encrypted: false,
  summary:
    'A page of games of a type (and vendor), with name search, classification, minimum bet and line filters.',
  request: Type.Object(
    {
      clientType: ClientType,
      platform: Platform,
      /** The portal channel (free text for reports), e.g. `web`. */
      channel: Type.Optional(Type.String({ maxLength: 32 })),
      /** The merchant's code; when sent it must be this domain's merchant. */
      merchant: Type.Optional(Type.String({ maxLength: 40 })),
      gameType: GameTypeSchema,
      /** One vendor, or every vendor of the type when absent. */
      vassalage: Type.Optional(VendorCode),
      gameClassify: Type.Optional(ClassifySchema),
      /** Part of the game's name, any case; up to 50 characters. */
      gameName: Type.Optional(Type.String({ maxLength: 50 })),
      /** Only games whose smallest stake is this amount (major units). */
      minBet: Type.Optional(
        Type.Union(
          MIN_BET_FILTERS.map((v) => Type.Literal(v)),
          { description: 'One of 0.01, 0.05, 0.1, 0.5, 0.75.' },
        ),
      ),
      /** Only games with at least this many lines. */
      minLineNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
      pageNo: PageNo,
      pageSize: PageSize,
      language: Language,
    },
    { additionalProperties: false },
  ),
  response: GamePage,
});

/** Hot games of a type, for the hot list (spec §7 GCSGAME_hotGamesV2; no paging: portals cache it). */
export const getHotGames = defineEndpoint({
  id: 'games.hot',
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  token: false,
  encrypted: false,
  summary: 'The hot games of a type (and vendor), most played first, at most 60.',
  request: Type.Object(
    {
      merchantCode: Type.Optional(Type.String({ maxLength: 40 })),
      /** Always 2 (the platform's own hot list). */
      isPlatform: Type.Optional(Type.Literal(2)),
      gameType: Type.Optional(GameTypeSchema),
      vassalage: Type.Optional(VendorCode),
      /** Which builds of the games to list, as the game list (docs/decisions/platform-values.md). */
      platform: Platform,
      language: Language,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ list: Type.Array(GameCard) }),
});

/** A vendor's games for the popup game list of VASSALAGE vendors (spec §4). */
export const getVassGameType = defineEndpoint({
  id: 'games.vendor-games',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  token: true,
  encrypted: false,
  summary: 'A vendor with the games it offers (at most 200), for the popup game list.',
  request: Type.Object(
    {
      vassalage: VendorCode,
      gameType: Type.Optional(GameTypeSchema),
      language: Language,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    vendor: VendorCard,
    /** Game types this vendor serves. */
    gameTypes: Type.Array(GameTypeSchema),
    games: Type.Array(GameCard),
  }),
});

/** Home page's popular games (spec §7, count 20, no token). */
export const getPopularGames = defineEndpoint({
  id: 'games.popular',
  method: 'GET',
  path: '/lgw/games/popular',
  token: false,
  encrypted: false,
  summary: 'The most played games across types, most played first.',
  request: Type.Object(
    {
      count: Type.Integer({ minimum: 1, maximum: 50, default: POPULAR_COUNT }),
      /** Lottery prize mode of the page (Lott, Elott, SEA, ZY): lottery games of that mode are included. */
      prizeMode: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,5}$' })),
      device: Type.Optional(Type.String({ maxLength: 10 })),
      language: Language,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ list: Type.Array(GameCard) }),
});

/** A favourite: the game and its vendor and type (spec §7). */
export const FavouriteRef = Type.Object({
  nodeId: Type.Integer({ minimum: 1 }),
  vendor: VendorCode,
  gameType: GameTypeSchema,
});

/** The member's favourite game ids of every type (spec §7 MCSFE_getFavoriteGames). */
export const getFavouriteGames = defineEndpoint({
  id: 'games.favourite-ids',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  token: true,
  encrypted: false,
  summary: 'The member’s favourites (ids only), newest first.',
  request: Type.Object({}, { additionalProperties: false }),
  response: Type.Object({ list: Type.Array(FavouriteRef) }),
});

/** The member's favourite games of a type, as cards (spec §7 MCSFE_getFavoriteGamesList, gameType RNG). */
export const getFavouriteGamesList = defineEndpoint({
  id: 'games.favourites',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  token: true,
  encrypted: false,
  summary: 'A page of the member’s favourite games of a type, newest first.',
  request: Type.Object(
    { gameType: GameTypeSchema, pageNo: PageNo, pageSize: PageSize, language: Language },
    { additionalProperties: false },
  ),
  response: GamePage,
});

/** Add a favourite (design: POST; spec §7 names only the fields). Trial accounts are refused. */
export const addFavouriteGame = defineEndpoint({
  id: 'games.favourite-add',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGame',
  token: true,
  encrypted: false,
  summary: 'Mark a game as a favourite (adding twice is harmless).',
  request: Type.Object(
    { nodeId: Type.Integer({ minimum: 1 }), vendor: VendorCode, gameType: GameTypeSchema },
    { additionalProperties: false },
  ),
  response: Type.Object({ list: Type.Array(FavouriteRef) }),
});

/** Remove a favourite (design: DELETE with the same fields). Trial accounts are refused. */
export const removeFavouriteGame = defineEndpoint({
  id: 'games.favourite-remove',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGame',
  token: true,
  encrypted: false,
  summary: 'Unmark a favourite (removing one that is not there is harmless).',
  request: Type.Object(
    { nodeId: Type.Integer({ minimum: 1 }), vendor: VendorCode, gameType: GameTypeSchema },
    { additionalProperties: false },
  ),
  response: Type.Object({ list: Type.Array(FavouriteRef) }),
});

/**
 * A favourite category (spec §2 "game categories can be favourited"): a vendor of a game
 * type, the spec's vendor "title or category" (docs/decisions/category-favourites.md).
 */
export const CategoryRef = Type.Object({
  gameType: GameTypeSchema,
  vassalage: VendorCode,
});

/** The member's favourite categories, newest first (design: the spec shows no path). */
export const getFavouriteCategories = defineEndpoint({
  id: 'games.category-favourites',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteCategories',
  token: true,
  encrypted: false,
  summary: 'The member’s favourite categories (vendors of a game type), newest first.',
  request: Type.Object({}, { additionalProperties: false }),
  response: Type.Object({ list: Type.Array(CategoryRef) }),
});

/** Mark a category as a favourite (adding twice is harmless). Trial accounts are refused. */
export const addFavouriteCategory = defineEndpoint({
  id: 'games.category-favourite-add',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteCategory',
  token: true,
  encrypted: false,
  summary: 'Mark a category (a vendor of a game type on this site) as a favourite.',
  request: Type.Object({ gameType: GameTypeSchema, vassalage: VendorCode }, { additionalProperties: false }),
  response: Type.Object({ list: Type.Array(CategoryRef) }),
});

/** Unmark a favourite category (removing one that is not there is harmless). Trial accounts are refused. */
export const removeFavouriteCategory = defineEndpoint({
  id: 'games.category-favourite-remove',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteCategory',
  token: true,
  encrypted: false,
  summary: 'Unmark a favourite category.',
  request: Type.Object({ gameType: GameTypeSchema, vassalage: VendorCode }, { additionalProperties: false }),
  response: Type.Object({ list: Type.Array(CategoryRef) }),
});

/** Recently played games (spec §7 GCS_recentGame). Trial accounts are refused. */
export const getRecentGames = defineEndpoint({
  id: 'games.recent',
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  token: true,
  encrypted: false,
  summary: 'A page of the member’s recently launched games, latest first.',
  request: Type.Object(
    {
      clientType: ClientType,
      gameType: Type.Optional(GameTypeSchema),
      vassalage: Type.Optional(VendorCode),
      language: Language,
      pageNo: PageNo,
      pageSize: PageSize,
    },
    { additionalProperties: false },
  ),
  response: GamePage,
});

/** A PvP room's stake level (room-levels.ts): novice, regular, high or vip. */
export const RoomLevelSchema = Type.Unsafe<RoomLevel>({
  type: 'string',
  enum: [...ROOM_LEVELS],
  description: 'A PvP room’s stake level: novice, regular, high or vip.',
});

/** A PvP room: a table of a PvP game at one stake level. */
export const PvpRoom = Type.Object({
  roomId: Type.String(),
  nodeId: Type.Integer(),
  gameName: Type.String(),
  vassalage: Type.String(),
  vendorTitle: Type.String(),
  icon: Type.String(),
  level: RoomLevelSchema,
  /** The room's minimum stake (the game's minimum bet times the level's multiple), in minor units. */
  minBetMinor: Type.Integer({ minimum: 0 }),
  /** Members of this site who launched the game in the last 15 minutes. */
  playersRecent: Type.Integer({ minimum: 0 }),
});

/** PvP rooms (spec §7 GLS2_roomList). */
export const getRoomList = defineEndpoint({
  id: 'games.rooms',
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  token: true,
  encrypted: false,
  summary: 'PvP rooms by game and stake level, with how many members played recently.',
  request: Type.Object(
    { vassalage: Type.Optional(VendorCode), language: Language },
    { additionalProperties: false },
  ),
  response: Type.Object({ rooms: Type.Array(PvpRoom) }),
});

/** A win of the winners board (spec §3 winner entry). */
export const WinnerEntry = Type.Object({
  /** The winner's name, masked (e.g. `pl***01`). */
  player: Type.String(),
  gameName: Type.String(),
  /** Payout in minor units. */
  prize: Type.Integer({ minimum: 0 }),
  currency: Type.String(),
  /** ISO time of the win. */
  time: Type.String(),
});

/** Recent big wins on this site's house games (spec §7 ODSFE2_getWinnerBoard, no token). */
export const getWinnerBoard = defineEndpoint({
  id: 'games.winners',
  method: 'GET',
  path: '/wps/relay/ODSFE2_getWinnerBoard',
  token: false,
  encrypted: false,
  summary: 'The latest real-money wins on this site, newest first.',
  request: Type.Object(
    { count: Type.Integer({ minimum: 1, maximum: 50, default: 20 }) },
    { additionalProperties: false },
  ),
  response: Type.Object({ list: Type.Array(WinnerEntry) }),
});

export const gamesEndpoints = [
  getGameMenus,
  getGameVendors,
  getGameList,
  getHotGames,
  getVassGameType,
  getPopularGames,
  getFavouriteGames,
  getFavouriteGamesList,
  addFavouriteGame,
  removeFavouriteGame,
  getFavouriteCategories,
  addFavouriteCategory,
  removeFavouriteCategory,
  getRecentGames,
  getRoomList,
  getWinnerBoard,
] as const;
