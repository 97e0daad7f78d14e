import type { EndpointRef } from '@schemas/api/endpoint';
import type { EnvelopeShape } from '@schemas/api/envelope';
import type { PortalModule } from '@schemas/api/modules';
import { CallError } from './call-error';
import { sendHttp, type HttpRequest } from './http-request';
import { openBrowserSocket, type SocketConnection, type SocketHandlers } from './realtime-socket';

export interface CallOptions {
  signal?: AbortSignal;
  /** The portal module making the call (header x-module); defaults to the endpoint's domain. */
  module?: PortalModule;
}

/** The one way the portal talks to the platform, typed by the shared contract. */
export interface ApiClient {
  call<Req, Res>(endpoint: EndpointRef<Req, Res>, input: Req, options?: CallOptions): Promise<Res>;
  /**
   * Send files as multipart/form-data (field `file`) to one of the few upload paths that
   * are not JSON calls (e.g. withdrawal receipt proofs); answers the envelope's value.
   */
  upload<Res>(
    path: string,
    query: Record<string, string>,
    files: readonly File[],
    options?: CallOptions,
  ): Promise<Res>;
  /** Open a real-time channel of the contract (a WebSocket path such as the chat room's). */
  openSocket(path: string, handlers: SocketHandlers): SocketConnection;
}

export interface ApiClientOptions {
  payloadKey: string;
  /** Sent as x-whitelabel when the development switch chose the merchant. */
  whitelabel?: string;
  getToken(): string | undefined;
  /** Called when a token call answers that the session is gone, with the reason's code. */
  onSessionEnded?(code: string): void;
  /** Called when a call answers MAINTENANCE or REGION_BLOCKED: the status page should show. */
  onSystemStatus?(): void;
  baseUrl?: string;
  fetch?: typeof fetch;
}

const SESSION_ENDED = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED', 'SESSION_LIMIT']);
const STATUS_CHANGED = new Set(['MAINTENANCE', 'REGION_BLOCKED']);

/**
 * The server's clock minus ours, from the Date header of its answers: sealed payloads
 * carry a timestamp the server checks within 5 minutes, and a device clock can be off by more.
 */
function serverClockOffset(response: Response): number | undefined {
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isNaN(date) ? undefined : date - Date.now();
}

/**
 * A money call carries its idempotency key: when its answer is lost (no answer, or not the
 * platform's), sending it again with the same key can only bring the first answer back
 * (the platform replays it), so the client asks again before the member sees a failure.
 */
const LOST_ANSWER_WAITS_MS = [300, 1_000, 2_500];
const lostAnswer = (err: unknown) =>
  err instanceof CallError && (err.code === 'NETWORK' || err.code === 'TIMEOUT');
const carriesKey = (input: unknown) =>
  typeof input === 'object' &&
  input !== null &&
  typeof (input as { idempotencyKey?: unknown }).idempotencyKey === 'string';

/** A sealed payload refused for its time was refused before anything happened: safe to seal again. */
const staleSeal = (err: unknown) =>
  err instanceof CallError && err.code === 'REPLAYED' && /too old/.test(err.message);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = {
    // Calls start at the site's root, whatever the page's path (/lobby/rng/hot is as deep as it gets).
    baseUrl: options.baseUrl ?? '/',
    timeoutMs: 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };

  let clockOffset = 0;

  async function send(url: string, init: HttpRequest, tokenCall: boolean): Promise<unknown> {
    let response: Response;
    try {
      response = await sendHttp(url, init, http);
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      const timeout = (err as Error).name === 'TimeoutError';
      throw new CallError(
        timeout ? 'TIMEOUT' : 'NETWORK',
        timeout ? 'Page load timeout' : 'Network link abnormal',
        0,
      );
    }
    clockOffset = serverClockOffset(response) ?? clockOffset;
    const envelope = (await response.json().catch(() => null)) as EnvelopeShape<unknown> | null;
    if (!envelope || typeof envelope.success !== 'boolean') {
      throw new CallError('NETWORK', 'Network link abnormal', response.status);
    }
    if (!envelope.success) {
      if (tokenCall && SESSION_ENDED.has(envelope.code)) options.onSessionEnded?.(envelope.code);
      if (STATUS_CHANGED.has(envelope.code)) options.onSystemStatus?.();
      throw new CallError(envelope.code, envelope.message, response.status, envelope.errors, envelope.value);
    }
    return envelope.value;
  }

  return {
    openSocket: (path, handlers) =>
      openBrowserSocket(path, handlers, { whitelabel: options.whitelabel, baseUrl: options.baseUrl }),
    async upload(path, query, files, callOptions = {}) {
      const headers: Record<string, string> = {
        'x-module': callOptions.module ?? ('upload' satisfies PortalModule),
      };
      const token = options.getToken();
      if (token) headers.authorization = `Bearer ${token}`;
      if (options.whitelabel) headers['x-whitelabel'] = options.whitelabel;
      const body = new FormData();
      for (const f of files) body.append('file', f, f.name);
      return (await send(
        path.replace(/^\//, ''),
        {
          method: 'POST',
          headers,
          searchParams: query,
          body,
          ...(callOptions.signal ? { signal: callOptions.signal } : {}),
        },
        true,
      )) as never;
    },
    async call(endpoint, input, callOptions = {}) {
      const headers: Record<string, string> = {
        'x-module': callOptions.module ?? endpoint.module ?? ('portal' satisfies PortalModule),
      };
      const token = options.getToken();
      if (token) headers.authorization = `Bearer ${token}`;
      if (options.whitelabel) headers['x-whitelabel'] = options.whitelabel;

      const url = endpoint.path.replace(/^\//, '');
      const sendsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
      const attempt = async () => {
        const body = endpoint.encrypted
          ? await seal(options.payloadKey, input, Date.now() + clockOffset)
          : input;
        return send(
          url,
          {
            method: endpoint.method,
            headers,
            ...(callOptions.signal ? { signal: callOptions.signal } : {}),
            ...(sendsQuery
              ? { searchParams: toSearchParams(body as Record<string, unknown>) }
              : endpoint.form
                ? { body: new URLSearchParams(toSearchParams(body as Record<string, unknown>)) }
                : { json: body }),
          },
          endpoint.token,
        );
      };
      const once = async () => {
        try {
          return await attempt();
        } catch (err) {
          // With the server's clock learnt from that answer, seal it again once.
          if (endpoint.encrypted && staleSeal(err)) return attempt();
          throw err;
        }
      };
      const retriable = endpoint.method === 'POST' && carriesKey(input);
      for (let lost = 0; ; lost++) {
        try {
          return (await once()) as never;
        } catch (err) {
          const wait = LOST_ANSWER_WAITS_MS[lost];
          if (!retriable || !lostAnswer(err) || wait === undefined || callOptions.signal?.aborted) throw err;
          await new Promise((r) => setTimeout(r, wait));
        }
      }
    },
  };
}

async function seal(payloadKey: string, input: unknown, now: number) {
  const { sealPayload } = await import('./seal-payload');
  return sealPayload(payloadKey, input, now);
}

/** Query parameters from an input object: undefined and null are left out. */
export function toSearchParams(input: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input ?? {})) {
    if (v === undefined || v === null) continue;
    out[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  return out;
}
