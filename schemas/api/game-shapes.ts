import { Type, type Static } from '@sinclair/typebox';
import { GAME_TYPES } from '../site/constants';
import { GAME_CLASSIFIES, LAUNCH_KINDS, LOBBY_CATEGORIES } from './game-rules';

const literals = <T extends readonly string[]>(values: T, description: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], description });

export const GameTypeSchema = literals(
  GAME_TYPES,
  'A game type: LIVE, RNG, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT, COCKFIGHT.',
);
export const ClassifySchema = literals([...GAME_CLASSIFIES, 'slot'] as const, 'Classification of a game.');
export const LobbyCategorySchema = literals(LOBBY_CATEGORIES, 'Lobby category of a table game.');

/** A vendor of a game type as lobbies, menus and launches see it (spec §3 game vendor, launch object). */
export const VendorCard = Type.Object({
  gameType: GameTypeSchema,
  /** The vendor's code within its type (spec: vassalage); also sent as `vendor`. */
  vassalage: Type.String(),
  vendor: Type.String(),
  /** The vendor's wallet (spec: accountTypeId / accountTypeName). */
  accountTypeId: Type.Integer(),
  accountTypeName: Type.String(),
  /** Display name (spec: title). */
  title: Type.String(),
  /** Generated logo, served by the platform (or the merchant's image CDN). */
  smallIcon: Type.String(),
  /** 1 when the vendor is promoted as hot. */
  isHot: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** VASSALAGE: launching opens a popup list of the vendor's games; GAME: launches straight in. */
  isGame: literals(LAUNCH_KINDS, 'How a launch opens.'),
  /** The game a direct launch opens (lottery, sports, cockfight, a live lobby). */
  gameCode: Type.Optional(Type.String()),
  /** Same as gameCode, for lottery launches (spec launch object `code`). */
  code: Type.Optional(Type.String()),
  defaultPlayType: Type.Optional(Type.String()),
  /** The lane the card is listed in (spec: category). */
  category: GameTypeSchema,
  /** Who serves the games: the platform itself, the house engines simulating a vendor, or an outside provider. */
  integration: literals(['house', 'demo', 'external'] as const, 'Who serves the vendor’s games.'),
  /** Number of games the vendor offers. */
  gameCount: Type.Integer({ minimum: 0 }),
});
export type VendorCard = Static<typeof VendorCard>;

/** A lane of vendors of one game type (spec §3 category group). */
export const CategoryGroup = Type.Object({
  gameCategory: GameTypeSchema,
  vendors: Type.Array(VendorCard),
});
export type CategoryGroup = Static<typeof CategoryGroup>;

/** A game as lists show it (spec §3 game). */
export const GameCard = Type.Object({
  /** The platform's id of the game (spec: nodeId). */
  nodeId: Type.Integer(),
  /** The vendor's own code of the game (spec: gameId). */
  gameId: Type.String(),
  gameType: GameTypeSchema,
  vassalage: Type.String(),
  vendorTitle: Type.String(),
  name: Type.String(),
  /** Generated artwork (fixed 240 x 240), served by the platform or its image CDN. */
  icon: Type.String(),
  classify: ClassifySchema,
  lobbyCategory: Type.Union([LobbyCategorySchema, Type.Null()]),
  /** Smallest stake, in minor units. */
  minBetMinor: Type.Integer({ minimum: 0 }),
  lineCount: Type.Integer({ minimum: 0 }),
  isHot: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** A trial (free-play) version exists. */
  hasTrial: Type.Boolean(),
});
export type GameCard = Static<typeof GameCard>;

/** One page of games. */
export const GamePage = Type.Object({
  list: Type.Array(GameCard),
  pageNo: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  /** Games matching the query (all pages). */
  total: Type.Integer({ minimum: 0 }),
  /** Another page exists. */
  hasMore: Type.Boolean(),
});
export type GamePage = Static<typeof GamePage>;
