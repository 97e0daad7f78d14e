import { getGameRounds, launchGame, launchLottery, launchSportsFB } from '../../schemas/api/game-launch';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { launch, lotteryVendorOf } from '../services/games/launch/launch-game';
import { memberRounds } from '../services/games/wallet/member-rounds';
import type { RoutePlugin } from './route-plugin';

/** Launch calls of spec §7 and the member's rounds. */
export const gameLaunchRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.db;
  handle(app, deps, launchGame, async (input, ctx) => launch(db, ctx.merchant, sessionOf(ctx), input));
  handle(app, deps, launchSportsFB, async (input, ctx) =>
    launch(db, ctx.merchant, sessionOf(ctx), {
      gameType: 'SPORTS',
      vassalage: input.vassalage ?? 'FBS',
      ...(input.language ? { language: input.language } : {}),
      ...(input.backUrl ? { backUrl: input.backUrl } : {}),
    }),
  );
  handle(app, deps, launchLottery, async (input, ctx) => {
    const target = input.vendor
      ? { gameType: input.vendor === 'ELOTT' ? 'ELOTT' : 'LOTT', vassalage: input.vendor }
      : lotteryVendorOf(input.lottoPrizeMode);
    return launch(db, ctx.merchant, sessionOf(ctx), {
      ...target,
      ...(input.lottoGameCode ? { gameId: input.lottoGameCode } : {}),
      ...(input.playType ? { playType: input.playType } : {}),
      ...(input.language ? { language: input.language } : {}),
      ...(input.backUrl ? { backUrl: input.backUrl } : {}),
      view: input.lottoView,
    });
  });
  handle(app, deps, getGameRounds, async (input, ctx) =>
    memberRounds(db, ctx.merchant.id, sessionOf(ctx).memberId, input),
  );
};
