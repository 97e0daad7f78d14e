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

/** The merchants as last read: by code, and by each of their domains. */
export interface MerchantSnapshot {
  readonly byCode: ReadonlyMap<string, Merchant>;
  readonly byHost: ReadonlyMap<string, Merchant>;
}

/**
 * Host -> merchant, read from the database and cached briefly, so a domain that ops
 * map (or a setting they change) takes effect on every server within seconds.
 */
export class MerchantDirectory {
  private snapshot: MerchantSnapshot = { byCode: new Map(), byHost: new Map() };
  private loadedAt = 0;
  private loading: Promise<MerchantSnapshot> | undefined;

  constructor(private readonly db: Database) {}

  async forHost(host: string): Promise<Merchant | undefined> {
    return (await this.current()).byHost.get(normaliseHost(host));
  }

  async forCode(code: string): Promise<Merchant | undefined> {
    return (await this.current()).byCode.get(code);
  }

  async all(): Promise<Merchant[]> {
    return [...(await this.current()).byCode.values()];
  }

  /**
   * The merchants without waiting, while the cache is fresh (every request asks: most
   * are answered here, without a promise); undefined when they must be read again.
   */
  peek(): MerchantSnapshot | undefined {
    return Date.now() - this.loadedAt < CACHE_MS ? this.snapshot : undefined;
  }

  /** The merchants, read again when the cache is stale. */
  current(): Promise<MerchantSnapshot> {
    const fresh = this.peek();
    if (fresh) return Promise.resolve(fresh);
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** Forget the cache (after ops or tests change merchants). */
  invalidate(): void {
    this.loadedAt = 0;
  }

  private async load(): Promise<MerchantSnapshot> {
    const merchants = await this.db.query<MerchantRow>(
      'SELECT id, code, name, currency, payload_key, settings FROM merchants',
    );
    const domains = await this.db.query<{ host: string; merchant_id: number }>(
      'SELECT host, merchant_id FROM domains',
    );
    const byId = new Map(
      merchants.map((m) => [
        m.id,
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
    const byHost = new Map<string, Merchant>();
    for (const d of domains) {
      const merchant = byId.get(d.merchant_id);
      if (merchant) byHost.set(d.host, merchant);
    }
    this.snapshot = { byCode: new Map([...byId.values()].map((m) => [m.code, m])), byHost };
    this.loadedAt = Date.now();
    return this.snapshot;
  }
}

/** Lower-case, without port. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '');
}
