import type { EndpointRef } from '@schemas/api/endpoint';
import { CallError } from './call-error';
import type { ApiClient } from './client';
import type { SocketHandlers } from './realtime-socket';

/** The platform's end of a fake real-time channel, as a story or test scripts it. */
export interface FakeSocketPeer {
  /** Frames the portal sent, in order. */
  readonly received: unknown[];
  /** Send a frame to the portal. */
  push(frame: unknown): void;
  /** Close the channel from the platform's side with a close code. */
  close(code: number): void;
  /** Answer the portal's frames as they come. */
  onFrame(handler: (frame: unknown) => void): void;
}

type FakeHandler<Req, Res> = (input: Req) => Res | Promise<Res>;

/**
 * An ApiClient answering from handlers, for stories and component tests. A call with
 * no handler fails like an unknown route, so a story shows its error state honestly.
 */
export interface FakeApiClient extends ApiClient {
  on<Req, Res>(endpoint: EndpointRef<Req, Res>, handler: FakeHandler<Req, Res>): FakeApiClient;
  /** Answer this endpoint with a failure envelope. */
  fail<Req, Res>(endpoint: EndpointRef<Req, Res>, code: string, message: string): FakeApiClient;
  /** Answer uploads to `path` (e.g. receipt proofs). */
  onUpload<Res>(
    path: string,
    handler: (files: readonly File[], query: Record<string, string>) => Res | Promise<Res>,
  ): FakeApiClient;
  /**
   * Serve real-time channels on `path`: `serve` runs for each connection, once it is
   * open. Without it a channel fails at once, like a platform that cannot be reached.
   */
  onSocket(path: string, serve: (peer: FakeSocketPeer) => void): FakeApiClient;
  /** Channels on `path` never open (loading states). */
  hangSocket(path: string): FakeApiClient;
  /** Never answer this endpoint (loading states). */
  hang<Req, Res>(endpoint: EndpointRef<Req, Res>): FakeApiClient;
  /** Every call made, in order. */
  readonly calls: { id: string; input: unknown }[];
}

export function createFakeApiClient(): FakeApiClient {
  const handlers = new Map<string, (input: unknown) => unknown>();
  const uploads = new Map<string, (files: readonly File[], query: Record<string, string>) => unknown>();
  const calls: { id: string; input: unknown }[] = [];
  const sockets = new Map<string, ((peer: FakeSocketPeer) => void) | 'hang'>();
  const client: FakeApiClient = {
    calls,
    on(endpoint, handler) {
      handlers.set(endpoint.id, handler as (input: unknown) => unknown);
      return client;
    },
    fail(endpoint, code, message) {
      handlers.set(endpoint.id, () => {
        throw new CallError(code, message, 400);
      });
      return client;
    },
    onUpload(path, handler) {
      uploads.set(path, handler);
      return client;
    },
    async upload(path, query, files) {
      calls.push({ id: `upload:${path}`, input: { query, files: files.map((f) => f.name) } });
      const handler = uploads.get(path);
      if (!handler) throw new CallError('NOT_FOUND', `No such upload: ${path}`, 404);
      return (await handler(files, query)) as never;
    },
    onSocket(path, serve) {
      sockets.set(path, serve);
      return client;
    },
    hangSocket(path) {
      sockets.set(path, 'hang');
      return client;
    },
    openSocket(path, handlers: SocketHandlers) {
      const serve = sockets.get(path);
      let open = true;
      const frameHandlers: ((frame: unknown) => void)[] = [];
      const peer: FakeSocketPeer = {
        received: [],
        push: (frame) => open && handlers.onFrame(JSON.parse(JSON.stringify(frame))),
        close: (code) => {
          if (!open) return;
          open = false;
          handlers.onClose(code);
        },
        onFrame: (h) => void frameHandlers.push(h),
      };
      if (serve !== 'hang')
        setTimeout(() => {
          if (!open) return;
          if (!serve) return peer.close(1006);
          // The platform's end listens before the portal's first frame can arrive.
          serve(peer);
          handlers.onOpen();
        }, 0);
      return {
        send(frame) {
          if (!open) return;
          peer.received.push(frame);
          for (const h of frameHandlers) h(frame);
        },
        close() {
          open = false;
        },
      };
    },
    hang(endpoint) {
      handlers.set(endpoint.id, () => new Promise(() => undefined));
      return client;
    },
    async call(endpoint, input, options) {
      calls.push({ id: endpoint.id, input });
      options?.signal?.throwIfAborted();
      const handler = handlers.get(endpoint.id);
      if (!handler) throw new CallError('NOT_FOUND', `No such call: ${endpoint.path}`, 404);
      return (await handler(input)) as never;
    },
  };
  return client;
}
