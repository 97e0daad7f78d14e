import type { Merchant } from '../../domain/merchant';

/** merchants.settings.maintenance (ops: `npm run ops -- maintenance <merchant> on`). */
export interface MaintenanceSetting {
  on: boolean;
  message?: string;
  until?: string;
}

/** merchants.settings.regionRestriction (ops: `npm run ops -- region <merchant> ...`). */
export interface RegionRestrictionSetting {
  on: boolean;
  /** Exact IPs or IPv4 CIDR ranges that see the region-blocked page. */
  blockedIps?: string[];
  /** ISO 3166 country codes, matched against the trusted edge's country header. */
  blockedCountries?: string[];
}

export interface SystemStatus {
  status: 0 | 1 | 2;
  ip: string;
  message?: string;
  until?: string;
}

/**
 * A merchant's settings are read once per merchant object: the directory builds new
 * objects when it reads the merchants again, so a change by ops is seen within seconds,
 * while every call in between (the gate asks on each one) reuses the parsed rules.
 */
const parsed = new WeakMap<
  Merchant,
  { maintenance: MaintenanceSetting; region: Required<RegionRestrictionSetting> }
>();

function settingsOf(merchant: Merchant) {
  let rules = parsed.get(merchant);
  if (!rules) {
    rules = { maintenance: readMaintenance(merchant), region: readRegionRestriction(merchant) };
    parsed.set(merchant, rules);
  }
  return rules;
}

export function maintenanceOf(merchant: Merchant): MaintenanceSetting {
  return settingsOf(merchant).maintenance;
}

export function regionRestrictionOf(merchant: Merchant): Required<RegionRestrictionSetting> {
  return settingsOf(merchant).region;
}

function readMaintenance(merchant: Merchant): MaintenanceSetting {
  const m = merchant.settings.maintenance as Partial<MaintenanceSetting> | undefined;
  return Object.freeze({
    on: m?.on === true,
    ...(typeof m?.message === 'string' && m.message ? { message: m.message } : {}),
    ...(typeof m?.until === 'string' && m.until ? { until: m.until } : {}),
  });
}

function readRegionRestriction(merchant: Merchant): Required<RegionRestrictionSetting> {
  const r = merchant.settings.regionRestriction as Partial<RegionRestrictionSetting> | undefined;
  return Object.freeze({
    on: r?.on === true,
    blockedIps: stringsIn(r?.blockedIps),
    blockedCountries: stringsIn(r?.blockedCountries).map((c) => c.toUpperCase()),
  });
}

function stringsIn(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Whether region blocking applies to this visitor. */
export function isRegionBlocked(merchant: Merchant, ip: string, country: string | undefined): boolean {
  const region = regionRestrictionOf(merchant);
  if (!region.on) return false;
  if (region.blockedIps.some((rule) => ipMatches(ip, rule))) return true;
  return country !== undefined && region.blockedCountries.includes(country.toUpperCase());
}

/** 1 when ops put the merchant in maintenance, 2 when the visitor's region is blocked, else 0. */
export function systemStatusFor(merchant: Merchant, ip: string, country?: string): SystemStatus {
  const maintenance = maintenanceOf(merchant);
  if (maintenance.on) {
    return {
      status: 1,
      ip,
      ...(maintenance.message ? { message: maintenance.message } : {}),
      ...(maintenance.until ? { until: maintenance.until } : {}),
    };
  }
  if (isRegionBlocked(merchant, ip, country)) return { status: 2, ip };
  return { status: 0, ip };
}

/** `ip` equals `rule`, or lies in the IPv4 CIDR `rule`. */
export function ipMatches(ip: string, rule: string): boolean {
  const plain = ip.replace(/^::ffff:/, '');
  if (!rule.includes('/')) return plain === rule;
  const [base, bitsText] = rule.split('/');
  const bits = Number(bitsText);
  const a = ipv4ToInt(plain);
  const b = ipv4ToInt(base ?? '');
  if (a === undefined || b === undefined || !(bits >= 0 && bits <= 32)) return false;
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (a & mask) >>> 0 === (b & mask) >>> 0;
}

function ipv4ToInt(ip: string): number | undefined {
  const parts = ip.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return undefined;
  return parts.reduce((acc, p) => ((acc << 8) | p) >>> 0, 0);
}
