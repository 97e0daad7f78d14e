import {
  addFavouriteCategory,
  addFavouriteGame,
  getFavouriteCategories,
  getFavouriteGames,
  getFavouriteGamesList,
  getGameList,
  getGameMenus,
  getGameVendors,
  getHotGames,
  getPopularGames,
  getRecentGames,
  getRoomList,
  getVassGameType,
  getWinnerBoard,
  removeFavouriteCategory,
  removeFavouriteGame,
} from '../../schemas/api/games';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import {
  addFavouriteCategory as addCategory,
  favouriteCategories,
  removeFavouriteCategory as removeCategory,
} from '../services/games/catalogue/category-favourites';
import { checkMerchantCode } from '../services/games/catalogue/check-merchant-code';
import {
  addFavourite,
  favouriteIds,
  favouritePage,
  refuseTrial,
  removeFavourite,
} from '../services/games/catalogue/favourites';
import { listGames } from '../services/games/catalogue/game-list';
import { hotGames, popularGames } from '../services/games/catalogue/hot-games';
import { pvpRooms } from '../services/games/catalogue/pvp-rooms';
import { recentPage } from '../services/games/catalogue/recent-games';
import { vendorGames } from '../services/games/catalogue/vendor-games';
import { vendorLanes } from '../services/games/catalogue/vendor-lanes';
import { winnerBoard } from '../services/games/catalogue/winner-board';
import type { RoutePlugin } from './route-plugin';

/** The catalogue calls of spec §7: menus, vendors, lists, hot, popular, favourites, recent, rooms, winners. */
export const gamesRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.db;
  handle(app, deps, getGameMenus, async (_input, ctx) => ({ lanes: await vendorLanes(db, ctx.merchant) }));
  handle(app, deps, getGameVendors, async (input, ctx) => {
    checkMerchantCode(ctx.merchant, input.merchantCode);
    return { data: { lanes: await vendorLanes(db, ctx.merchant) } };
  });
  handle(app, deps, getGameList, async (input, ctx) => {
    checkMerchantCode(ctx.merchant, input.merchant);
    return listGames(db, ctx.merchant, input);
  });
  handle(app, deps, getHotGames, async (input, ctx) => {
    checkMerchantCode(ctx.merchant, input.merchantCode);
    return { list: await hotGames(db, ctx.merchant, input.gameType, input.vassalage) };
  });
  handle(app, deps, getVassGameType, async (input, ctx) =>
    vendorGames(db, ctx.merchant, input.vassalage, input.gameType),
  );
  handle(app, deps, getPopularGames, async (input, ctx) => ({
    list: await popularGames(db, ctx.merchant, input.count),
  }));

  handle(app, deps, getFavouriteGames, async (_input, ctx) => {
    const member = sessionOf(ctx);
    return { list: await favouriteIds(db, ctx.merchant, member.memberId) };
  });
  handle(app, deps, getFavouriteGamesList, async (input, ctx) => {
    const member = sessionOf(ctx);
    refuseTrial(member);
    return favouritePage(db, ctx.merchant, member.memberId, input.gameType, input.pageNo, input.pageSize);
  });
  handle(app, deps, addFavouriteGame, async (input, ctx) => {
    const member = sessionOf(ctx);
    refuseTrial(member);
    await addFavourite(db, ctx.merchant, member.memberId, input);
    return { list: await favouriteIds(db, ctx.merchant, member.memberId) };
  });
  handle(app, deps, removeFavouriteGame, async (input, ctx) => {
    const member = sessionOf(ctx);
    refuseTrial(member);
    await removeFavourite(db, ctx.merchant, member.memberId, input);
    return { list: await favouriteIds(db, ctx.merchant, member.memberId) };
  });
  handle(app, deps, getFavouriteCategories, async (_input, ctx) => {
    const member = sessionOf(ctx);
    return { list: await favouriteCategories(db, ctx.merchant, member.memberId) };
  });
  handle(app, deps, addFavouriteCategory, async (input, ctx) => {
    const member = sessionOf(ctx);
    refuseTrial(member);
    await addCategory(db, ctx.merchant, member.memberId, input);
    return { list: await favouriteCategories(db, ctx.merchant, member.memberId) };
  });
  handle(app, deps, removeFavouriteCategory, async (input, ctx) => {
    const member = sessionOf(ctx);
    refuseTrial(member);
    await removeCategory(db, ctx.merchant, member.memberId, input);
    return { list: await favouriteCategories(db, ctx.merchant, member.memberId) };
  });
  handle(app, deps, getRecentGames, async (input, ctx) => {
    const member = sessionOf(ctx);
    refuseTrial(member);
    return recentPage(db, ctx.merchant, member.memberId, input);
  });
  handle(app, deps, getRoomList, async (input, ctx) => {
    sessionOf(ctx);
    return { rooms: await pvpRooms(db, ctx.merchant, input.vassalage) };
  });
  handle(app, deps, getWinnerBoard, async (input, ctx) => ({
    list: await winnerBoard(db, ctx.merchant, input.count),
  }));
};
