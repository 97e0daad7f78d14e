import { opsPointItems, opsPointItemSale, opsPointItemSave } from '../../schemas/api/ops/ops-point-catalogue';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../domain/api-error';
import { actorOf, handleOps, operatorOf, type OpsCallContext } from '../http/handle-ops';
import { merchantScope } from '../services/operators/operator-scope';
import { pointItems, savePointItem, setPointItemOnSale } from '../services/operators/point-items';
import { parseAmountField } from '../services/wallet/parse-amount';
import type { RoutePlugin } from './route-plugin';

/** The merchant whose catalogue a call works on: a platform-wide operator names it. */
async function catalogueOf(deps: AppDeps, ctx: OpsCallContext, code: string | undefined) {
  const id = await merchantScope(deps.db, operatorOf(ctx), code);
  if (id === null) throw ApiError.validation('merchant', 'is required: name the merchant');
  const [row] = await deps.db.query<{ code: string }>('SELECT code FROM merchants WHERE id = $1', [id]);
  return { id, code: row?.code ?? '' };
}

/** The point-mall catalogue in the back office (docs/decisions/back-office.md). */
export const backOfficePointItemRoutes: RoutePlugin = async (app, { deps }) => {
  handleOps(app, deps, opsPointItems, async ({ merchant: code }, ctx) => {
    const merchant = await catalogueOf(deps, ctx, code);
    return { merchant: merchant.code, items: await pointItems(deps.db, merchant.id) };
  });
  handleOps(app, deps, opsPointItemSave, async ({ merchant: code, amount, ...draft }, ctx) => {
    const merchant = await catalogueOf(deps, ctx, code);
    const minor = amount === undefined || amount.trim() === '' ? undefined : parseAmountField(amount);
    const item = await savePointItem(deps.db, merchant.id, { ...draft, amount: minor }, actorOf(ctx));
    return { item };
  });
  handleOps(app, deps, opsPointItemSale, async ({ id, onSale }, ctx) => ({
    item: await setPointItemOnSale(deps.db, operatorOf(ctx).merchantId, id, onSale, actorOf(ctx)),
  }));
};
