import { actBlackjack, dealBlackjack, getBlackjackState } from '../../schemas/api/house-blackjack';
import { handle } from '../http/handle';
import {
  actBlackjackRound,
  blackjackState,
  dealBlackjackRound,
} from '../services/games/house/play-blackjack';
import type { RoutePlugin } from './route-plugin';

/** The house blackjack's calls; its page is served with the other house pages (house-games.ts). */
export const houseBlackjackRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.db;
  handle(app, deps, dealBlackjack, async (input, ctx) => dealBlackjackRound(db, ctx.merchant, input));
  handle(app, deps, actBlackjack, async (input, ctx) => actBlackjackRound(db, ctx.merchant, input));
  handle(app, deps, getBlackjackState, async (input, ctx) => blackjackState(db, ctx.merchant, input.ticket));
};
