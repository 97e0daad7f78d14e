import type { PointConfigView } from '../../../schemas/api/points';
import type { Queryable } from '../../db/database';
import type { MerchantSettings } from '../../domain/merchant';

export interface PointSettings {
  /** Real money staked (minor units) that earns one point. */
  stakePerPoint: number;
  /** Cash (minor units) one point converts to. */
  minorPerPoint: number;
  /** Fewest points one conversion takes. */
  minConvertPoints: number;
}

/** Defaults: 1 point per 10.00 staked, 100 points convert to 1.00, at least 100 at a time. */
export const DEFAULT_POINT_SETTINGS: PointSettings = {
  stakePerPoint: 10_00,
  minorPerPoint: 1,
  minConvertPoints: 100,
};

const positive = (v: unknown, d: number) =>
  Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : d;

/** platform.json `points` (merchants.settings.points), with defaults for what is missing or wrong. */
export function pointSettings(settings: MerchantSettings): PointSettings {
  const p = (settings.points ?? {}) as Partial<Record<keyof PointSettings, unknown>>;
  return {
    stakePerPoint: positive(p.stakePerPoint, DEFAULT_POINT_SETTINGS.stakePerPoint),
    minorPerPoint: positive(p.minorPerPoint, DEFAULT_POINT_SETTINGS.minorPerPoint),
    minConvertPoints: positive(p.minConvertPoints, DEFAULT_POINT_SETTINGS.minConvertPoints),
  };
}

export async function pointSettingsOf(q: Queryable, merchantId: number): Promise<PointSettings> {
  const [row] = await q.query<{ settings: MerchantSettings | null }>(
    'SELECT settings FROM merchants WHERE id = $1',
    [merchantId],
  );
  return pointSettings(row?.settings ?? {});
}

export function pointConfigView(settings: MerchantSettings, currency: string): PointConfigView {
  return { ...pointSettings(settings), expires: false, currency };
}
