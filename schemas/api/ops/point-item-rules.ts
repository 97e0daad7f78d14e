import type { OperatorRole } from './ops-endpoint';
import { REWARD_DECIDERS, REWARD_READERS } from './reward-rules';

/**
 * Rules of the point-mall catalogue (docs/decisions/back-office.md) that the platform, the
 * ops CLI and the back office all check (no schema library here: the back office imports it).
 */

/** Who reads the catalogue: those who read the redemptions it leads to. */
export const POINT_ITEM_READERS: readonly OperatorRole[] = REWARD_READERS;
/** Who adds, edits and takes items off sale: those who run the point mall. */
export const POINT_ITEM_EDITORS: readonly OperatorRole[] = REWARD_DECIDERS;

/** The item types of the portal's point mall (schemas/api/points.ts). */
export const POINT_ITEM_TYPES = ['cash', 'physical', 'topup'] as const;
export type PointItemType = (typeof POINT_ITEM_TYPES)[number];

export const POINT_ITEM_NAME_MAX = 80;
/** The dearest an item may be, in points. */
export const POINT_ITEM_POINTS_MAX = 100_000_000;
/** The most units a stock may hold. */
export const POINT_ITEM_STOCK_MAX = 1_000_000;
/** The highest place in the catalogue's order. */
export const POINT_ITEM_SORT_MAX = 9_999;

/** Whether an operator of this role may change the catalogue (the screens ask). */
export const editsPointItems = (role: OperatorRole) => POINT_ITEM_EDITORS.includes(role);
