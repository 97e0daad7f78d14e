import type { RequestOf } from '@schemas/api/endpoint';
import { isEsportsVendor, splitEsports } from '@schemas/api/game-rules';
import type { CategoryGroup, GameCard, GamePage, VendorCard } from '@schemas/api/game-shapes';
import { GAME_TYPES, type GameType } from '@schemas/site/constants';
import { initialsOf } from '../../server/services/games/art/art-urls';
import { gameArtSvg, vendorArtSvg } from '../../server/services/games/art/game-art';
import { demoGames, type DemoGame } from '../../server/services/games/demo-catalogue/demo-games';
import { DEMO_VENDORS } from '../../server/services/games/demo-catalogue/demo-vendors';
import { hashString, seededRandom } from '../../server/services/games/demo-catalogue/game-names';
import {
  addFavouriteCategory,
  getFavouriteCategories,
  removeFavouriteCategory,
  addFavouriteGame,
  getFavouriteGames,
  getFavouriteGamesList,
  getGameList,
  getGameMenus,
  getGameVendors,
  getHotGames,
  getLotteryMenu,
  getOpenedNumbers,
  getPopularGames,
  getRecentGames,
  getRecentLotteryMenu,
  getRoomList,
  getVassGameType,
  getWinnerBoard,
  launchGame,
  launchLottery,
  launchSportsFB,
  removeFavouriteGame,
} from '../../src/api/endpoints';
import type { FakeApiClient } from '../../src/api/fake-client';

/**
 * The demo catalogue as the platform would answer it (same generator, same names and
 * artwork as data URLs), for stories and component tests.
 */
const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

let catalogue: { vendors: VendorCard[]; games: GameCard[]; raw: DemoGame[] } | undefined;

function build() {
  const raw = demoGames(DEMO_VENDORS);
  const vendors: VendorCard[] = DEMO_VENDORS.map((v, i) => ({
    gameType: v.gameType,
    vassalage: v.code,
    vendor: v.code,
    accountTypeId: 1001 + i,
    accountTypeName: v.code,
    title: v.title,
    smallIcon: svgUrl(vendorArtSvg(hashString(v.code), v.code)),
    isHot: v.isHot ? 1 : 0,
    isGame: v.isGame,
    ...(v.gameCode ? { gameCode: v.gameCode, code: v.gameCode } : {}),
    ...(v.defaultPlayType ? { defaultPlayType: v.defaultPlayType } : {}),
    category: v.gameType === 'SPORTS' && isEsportsVendor(v.code) ? 'ESPORTS' : v.gameType,
    integration: v.integration,
    gameCount: v.games,
  }));
  const games: GameCard[] = raw.map((g, i) => ({
    nodeId: i + 1,
    gameId: g.gameCode,
    gameType: g.vendor.gameType,
    vassalage: g.vendor.code,
    vendorTitle: g.vendor.title,
    name: g.name,
    // Artwork is drawn when a card is served (10,000 data URLs up front would be wasteful).
    icon: '',
    classify: g.classify,
    lobbyCategory: g.lobbyCategory as GameCard['lobbyCategory'],
    minBetMinor: g.minBet,
    lineCount: g.lineCount,
    isHot: g.isHot ? 1 : 0,
    hasTrial: g.hasTrial,
  }));
  return { vendors, games, raw };
}

export function demoCatalogue() {
  catalogue ??= build();
  return catalogue;
}

/** A card with its artwork drawn. */
export function withArt(g: GameCard): GameCard {
  const raw = demoCatalogue().raw[g.nodeId - 1];
  return g.icon || !raw ? g : { ...g, icon: svgUrl(gameArtSvg(raw.artSeed, initialsOf(g.name))) };
}

export function demoLanes(): CategoryGroup[] {
  const { vendors } = demoCatalogue();
  const lanes = GAME_TYPES.filter((t) => t !== 'ESPORTS').map((gameType) => ({
    gameCategory: gameType,
    vendors: vendors.filter((v) => v.gameType === gameType),
  }));
  return splitEsports(lanes);
}

function ofType(gameType: string, vassalage?: string): GameCard[] {
  return demoCatalogue().games.filter((g) => {
    const type =
      gameType === 'ESPORTS'
        ? g.gameType === 'SPORTS' && isEsportsVendor(g.vassalage)
        : g.gameType === gameType && !(gameType === 'SPORTS' && isEsportsVendor(g.vassalage));
    return type && (!vassalage || g.vassalage === vassalage);
  });
}

function page(list: GameCard[], pageNo: number, pageSize: number): GamePage {
  const start = (pageNo - 1) * pageSize;
  return {
    list: list.slice(start, start + pageSize).map(withArt),
    pageNo,
    pageSize,
    total: list.length,
    hasMore: start + pageSize < list.length,
  };
}

/** The game query answered in memory, with the server's filter rules. */
export function demoGameList(q: RequestOf<typeof getGameList>): GamePage {
  const name = q.gameName?.trim().toLowerCase();
  const list = ofType(q.gameType, q.vassalage).filter(
    (g) =>
      (!q.gameClassify || g.classify === q.gameClassify) &&
      (!name || g.name.toLowerCase().includes(name)) &&
      (q.minBet === undefined || g.minBetMinor === Math.round(q.minBet * 100)) &&
      (q.minLineNum === undefined || g.lineCount >= q.minLineNum),
  );
  return page(list, q.pageNo, q.pageSize);
}

/** Numbers shaped like a Vietnam-style draw, seeded (the browser has no node:crypto for the real HMAC). */
function storyNumbers(
  seed: string,
): Record<'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh', string[]> {
  const r = seededRandom(hashString(seed));
  const tier = (count: number, digits: number) =>
    Array.from({ length: count }, () => String(Math.floor(r() * 10 ** digits)).padStart(digits, '0'));
  return {
    special: tier(1, 5),
    first: tier(1, 5),
    second: tier(2, 5),
    third: tier(6, 5),
    fourth: tier(4, 4),
    fifth: tier(6, 4),
    sixth: tier(3, 3),
    seventh: tier(4, 2),
  };
}

const drawAt = (every: number, k: number) => new Date(Math.floor(Date.now() / every) * every - k * every);

function demoDraw(gameCode: string, k: number, every = 60_000) {
  const at = drawAt(every, k);
  const drawNo = `${at.toISOString().slice(0, 10).replace(/-/g, '')}-${String(Math.floor((at.getTime() % 86_400_000) / every)).padStart(4, '0')}`;
  const seed = `${'ab'.repeat(31)}${String(k).padStart(2, '0')}`;
  return k === 0
    ? {
        gameCode,
        drawNo,
        drawAt: new Date(at.getTime() + every).toISOString(),
        closesAt: new Date(at.getTime() + every - 5000).toISOString(),
        status: 'open' as const,
        serverSeedHash: 'c0ffee'.padEnd(64, '0'),
        serverSeed: null,
        numbers: null,
      }
    : {
        gameCode,
        drawNo,
        drawAt: at.toISOString(),
        closesAt: new Date(at.getTime() - 5000).toISOString(),
        status: 'drawn' as const,
        serverSeedHash: 'c0ffee'.padEnd(64, '1'),
        serverSeed: seed,
        numbers: storyNumbers(`${seed}:${gameCode}:${drawNo}`),
      };
}

function lotteryGame(code: string, name: string, vendor: string, gameType: 'LOTT' | 'ELOTT', nodeId: number) {
  return {
    gameCode: code,
    name,
    vendor,
    gameType,
    nodeId,
    icon: svgUrl(gameArtSvg(hashString(code), initialsOf(name))),
    drawEverySeconds: 60,
    current: demoDraw(code, 0),
    last: demoDraw(code, 1),
    playTypes: [
      { code: 'de', digits: 2, pays: 95 },
      { code: 'de3', digits: 3, pays: 950 },
      { code: 'lo', digits: 2, pays: 3.5 },
    ],
  };
}

/** Answer every game call of the fake API from the demo catalogue. */
export function withDemoGames(
  api: FakeApiClient,
  opts: { favourites?: number[]; categories?: { gameType: GameType; vassalage: string }[] } = {},
): FakeApiClient {
  const favourites = new Set(opts.favourites ?? []);
  // Favourite categories (vendors of a type), newest first, as the platform keeps them.
  let categories = [...(opts.categories ?? [])];
  const { games } = demoCatalogue();
  const refs = () =>
    [...favourites].map((id) => {
      const g = games[id - 1] as GameCard;
      return { nodeId: id, vendor: g.vassalage, gameType: g.gameType };
    });
  const launched = (g: GameCard | undefined) => ({
    url: '/house/slot/?ticket=story-ticket-0123456789abcdef',
    nodeId: g?.nodeId ?? 1,
    gameType: g?.gameType ?? 'RNG',
    vassalage: g?.vassalage ?? 'TSR',
    gameName: g?.name ?? 'Game',
    wallet: 'main',
  });
  return api
    .on(getGameMenus, () => ({ lanes: demoLanes() }))
    .on(getGameVendors, () => ({ data: { lanes: demoLanes() } }))
    .on(getGameList, demoGameList)
    .on(getHotGames, (q) => ({
      list: ofType(q.gameType ?? 'RNG', q.vassalage)
        .filter((g) => g.isHot === 1)
        .slice(0, 60)
        .map(withArt),
    }))
    .on(getPopularGames, (q) => ({
      list: games
        .filter((g) => g.isHot === 1 && g.gameType !== 'SPORTS')
        .slice(0, q.count)
        .map(withArt),
    }))
    .on(getVassGameType, (q) => ({
      vendor: demoCatalogue().vendors.find((v) => v.vassalage === q.vassalage) as VendorCard,
      gameTypes: [ofType(q.gameType ?? 'FISH', q.vassalage)[0]?.gameType ?? 'FISH'],
      games: games
        .filter((g) => g.vassalage === q.vassalage)
        .slice(0, 200)
        .map(withArt),
    }))
    .on(getFavouriteGames, () => ({ list: refs() }))
    .on(getFavouriteGamesList, (q) =>
      page(
        games.filter((g) => favourites.has(g.nodeId) && g.gameType === q.gameType),
        q.pageNo,
        q.pageSize,
      ),
    )
    .on(addFavouriteGame, (q) => {
      favourites.add(q.nodeId);
      return { list: refs() };
    })
    .on(removeFavouriteGame, (q) => {
      favourites.delete(q.nodeId);
      return { list: refs() };
    })
    .on(getFavouriteCategories, () => ({ list: categories }))
    .on(addFavouriteCategory, (q) => {
      categories = [
        q,
        ...categories.filter((c) => !(c.gameType === q.gameType && c.vassalage === q.vassalage)),
      ];
      return { list: categories };
    })
    .on(removeFavouriteCategory, (q) => {
      categories = categories.filter((c) => !(c.gameType === q.gameType && c.vassalage === q.vassalage));
      return { list: categories };
    })
    .on(getRecentGames, (q) => page(ofType(q.gameType ?? 'RNG').slice(0, 5), q.pageNo, q.pageSize))
    .on(getRoomList, () => ({
      rooms: ofType('PVP').flatMap((g) =>
        (['novice', 'regular', 'high', 'vip'] as const).map((level, i) => ({
          roomId: `${g.nodeId}-${level}`,
          nodeId: g.nodeId,
          gameName: g.name,
          vassalage: g.vassalage,
          vendorTitle: g.vendorTitle,
          icon: withArt(g).icon,
          level,
          minBetMinor: g.minBetMinor * [1, 10, 50, 200][i]!,
          playersRecent: (g.nodeId * 7 + i) % 5,
        })),
      ),
    }))
    .on(getWinnerBoard, () => ({
      list: games
        .filter((g) => g.vassalage === 'TSR')
        .slice(0, 12)
        .map((g, i) => ({
          player: ['pl***01', 'lu***ky', 'ja***88', 'ko***oi'][i % 4] as string,
          gameName: g.name,
          prize: 12_345 * (i + 1),
          currency: 'USD',
          time: new Date(Date.now() - i * 95_000).toISOString(),
        })),
    }))
    .on(launchGame, (q) => launched(games.find((g) => g.nodeId === q.nodeId)))
    .on(launchSportsFB, () => launched(games.find((g) => g.vassalage === 'FBS')))
    .on(launchLottery, () => ({
      ...launched(undefined),
      url: '/house/lottery/?ticket=story-ticket-0123456789abcdef',
    }))
    .on(getLotteryMenu, (q) => ({
      prizeMode: q.prizeMode ?? 'Lott',
      games:
        q.prizeMode === 'Elott'
          ? [lotteryGame('EL2', 'E-Lotto 2-Minute', 'ELOTT', 'ELOTT', 9001)]
          : [
              lotteryGame('VN1', 'Vietnam 1-Minute', 'TCG_LOTTO_VN', 'LOTT', 9002),
              lotteryGame('VN5', 'Vietnam 5-Minute', 'TCG_LOTTO_VN', 'LOTT', 9003),
              lotteryGame('SEA3', 'SEA 3-Minute', 'TCG_SEA', 'LOTT', 9004),
            ],
    }))
    .on(getRecentLotteryMenu, () => ({
      games: [lotteryGame('VN1', 'Vietnam 1-Minute', 'TCG_LOTTO_VN', 'LOTT', 9002)],
    }))
    .on(getOpenedNumbers, (q) => ({
      // One game's draws, or (no gameCode) every game's, newest first.
      list: (q.gameCode ? [q.gameCode] : ['VN1', 'VN5', 'SEA3', 'EL2'])
        .flatMap((code, i) =>
          Array.from({ length: Math.min(q.count, 12) }, (_, k) => demoDraw(code, k + 1, 60_000 * (i + 1))),
        )
        .sort((a, b) => b.drawAt.localeCompare(a.drawAt))
        .slice(0, q.count),
    }));
}
