import pg from 'pg';

interface Subscriber {
  onPayload(payload: string): void;
  onReconnect?: (() => void) | undefined;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

/**
 * The one connection of this process that LISTENs (a pooled connection would be handed
 * to queries and lose its LISTENs). When it drops, it comes back with growing waits,
 * LISTENs again and tells the subscribers, who catch up on what was sent meanwhile:
 * PostgreSQL does not keep notifications for a listener that was away.
 */
export class PostgresListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly channels = new Map<string, Set<Subscriber>>();
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly url: string) {}

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>> {
    if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
    const subscriber: Subscriber = { onPayload, onReconnect };
    let subscribers = this.channels.get(channel);
    if (!subscribers) {
      subscribers = new Set();
      this.channels.set(channel, subscribers);
    }
    subscribers.add(subscriber);
    const client = await this.connected();
    // LISTEN twice is harmless: a connection made meanwhile listened to every channel already.
    await client.query(`LISTEN ${channel}`);
    return async () => {
      subscribers.delete(subscriber);
      if (subscribers.size > 0) return;
      this.channels.delete(channel);
      await this.client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5_000 });
    client.on('notification', (n) => {
      for (const s of this.channels.get(n.channel) ?? []) s.onPayload(n.payload ?? '');
    });
    // A lost connection is emitted as 'error' and 'end': either one starts the way back.
    const lost = () => this.lost(client);
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('the listener is closed');
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connected().then(
        () => {
          for (const subscribers of this.channels.values()) for (const s of subscribers) s.onReconnect?.();
        },
        () => {
          this.retryMs = Math.min(MAX_RETRY_MS, this.retryMs * 2);
          this.scheduleReconnect();
        },
      );
    }, this.retryMs);
    this.retryTimer.unref();
  }
}
