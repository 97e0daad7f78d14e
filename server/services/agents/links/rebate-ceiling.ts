import { REBATE_PRODUCTS, RATE_SCALE, type RebateProduct } from '../../../../schemas/api/agent-rules';
import type { Queryable } from '../../../db/database';
import type { Merchant } from '../../../domain/merchant';

export type Rebates = Record<RebateProduct, number>;

const DEFAULT_MAX_REBATE = 300;

/** platform.json `agents.maxRebate`: one number for every product, or by product (basis points). */
function merchantMaxRebates(merchant: Merchant): Rebates {
  const raw = ((merchant.settings.agents ?? {}) as { maxRebate?: unknown }).maxRebate;
  const ok = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= RATE_SCALE;
  return Object.fromEntries(
    REBATE_PRODUCTS.map((p) => {
      const v = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[p] : raw;
      return [p, ok(v) ? (v as number) : DEFAULT_MAX_REBATE];
    }),
  ) as Rebates;
}

/** Stored rebates with every product present (a product left out is 0). */
export function fullRebates(stored: Partial<Record<string, unknown>>): Rebates {
  return Object.fromEntries(
    REBATE_PRODUCTS.map((p) => [p, Number.isSafeInteger(stored[p]) ? (stored[p] as number) : 0]),
  ) as Rebates;
}

/**
 * The highest rebate an agent's links may give: its own, from the link it registered
 * through; an agent that joined otherwise (a top agent, a directly registered one) has
 * the merchant's ceiling. Nobody hands down more than it receives.
 */
export async function rebateCeiling(q: Queryable, merchant: Merchant, agentId: number): Promise<Rebates> {
  const [row] = await q.query<{ rebates: Record<string, unknown> | null }>(
    `SELECT l.rebates FROM members m LEFT JOIN agent_links l ON l.id = m.agent_link_id
      WHERE m.id = $1 AND m.merchant_id = $2`,
    [agentId, merchant.id],
  );
  return row?.rebates ? fullRebates(row.rebates) : merchantMaxRebates(merchant);
}
