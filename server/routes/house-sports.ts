import { getMySportsBets, getSportsBoard, placeSportsBetCall } from '../../schemas/api/house-sports';
import { handle } from '../http/handle';
import { mySportsBets, placeSportsBet, sportsBoard } from '../services/games/sports/sports-bets';
import type { RoutePlugin } from './route-plugin';

/** The house sports book's calls; its page is served with the other house pages (house-games.ts). */
export const houseSportsRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.db;
  handle(app, deps, getSportsBoard, async (input, ctx) => sportsBoard(db, ctx.merchant, input.ticket));
  handle(app, deps, placeSportsBetCall, async (input, ctx) => placeSportsBet(db, ctx.merchant, input));
  handle(app, deps, getMySportsBets, async (input, ctx) =>
    mySportsBets(db, ctx.merchant, input.ticket, input.count),
  );
};
