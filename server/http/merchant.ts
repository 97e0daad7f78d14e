import type { Database } from '../db/database';

export interface Merchant {
  id: number;
  code: string;
  name: string;
  currency: string;
  payloadKey: string;
  settings: MerchantSettings;
}

/** Ops-tunable settings stored in merchants.settings (see whitelabels/<code>/platform.json). */
export type MerchantSettings = Record<string, unknown>;

interface MerchantRow {
  id: number;
  code: string;
  name: string;
  currency: string;
  payload_key: string;
  settings: MerchantSettings;
}

const CACHE_MS = 2000;

/**
 * Host -> merchant, read from the database and cached briefly, so a domain that ops
 * map (or a setting they change) takes effect on every server within seconds.
 */
export class MerchantDirectory {
  private byCode = new Map<string, Merchant>();
  private byHost = new Map<string, number>();
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  async forHost(host: string): Promise<Merchant | undefined> {
    await this.fresh();
    const id = this.byHost.get(normaliseHost(host));
    return id === undefined ? undefined : [...this.byCode.values()].find((m) => m.id === id);
  }

  async forCode(code: string): Promise<Merchant | undefined> {
    await this.fresh();
    return this.byCode.get(code);
  }

  async all(): Promise<Merchant[]> {
    await this.fresh();
    return [...this.byCode.values()];
  }

  /** Forget the cache (after ops or tests change merchants). */
  invalidate(): void {
    this.loadedAt = 0;
  }

  private async fresh(): Promise<void> {
    if (Date.now() - this.loadedAt < CACHE_MS) return;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    await this.loading;
  }

  private async load(): Promise<void> {
    const merchants = await this.db.query<MerchantRow>(
      'SELECT id, code, name, currency, payload_key, settings FROM merchants',
    );
    const domains = await this.db.query<{ host: string; merchant_id: number }>(
      'SELECT host, merchant_id FROM domains',
    );
    this.byCode = new Map(
      merchants.map((m) => [
        m.code,
        {
          id: m.id,
          code: m.code,
          name: m.name,
          currency: m.currency,
          payloadKey: m.payload_key,
          settings: m.settings ?? {},
        },
      ]),
    );
    this.byHost = new Map(domains.map((d) => [d.host, d.merchant_id]));
    this.loadedAt = Date.now();
  }
}

/** Lower-case, without port. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '');
}
