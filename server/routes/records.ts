import {
  getAccountRecord,
  getBettingRecord,
  getBonusRecord,
  getPersonalProfit,
} from '../../schemas/api/records';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { accountRecord } from '../services/records/account-record';
import { bettingRecord, personalProfit } from '../services/records/betting-record';
import { bonusRecord } from '../services/records/bonus-record';
import type { RoutePlugin } from './route-plugin';

export const recordRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getAccountRecord, async (input, ctx) =>
    accountRecord(ctx.deps.db, ctx.merchant.id, sessionOf(ctx).memberId, input),
  );
  handle(app, deps, getBettingRecord, async (input, ctx) =>
    bettingRecord(ctx.deps.db, ctx.merchant.id, sessionOf(ctx).memberId, input),
  );
  handle(app, deps, getPersonalProfit, async (input, ctx) =>
    personalProfit(ctx.deps.db, ctx.merchant.id, sessionOf(ctx).memberId, input),
  );
  handle(app, deps, getBonusRecord, async (input, ctx) =>
    bonusRecord(ctx.deps.db, ctx.merchant.id, sessionOf(ctx).memberId, input),
  );
};
