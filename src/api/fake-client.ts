import type { EndpointRef } from '@schemas/api/endpoint';
import { CallError } from './call-error';
import type { ApiClient } from './client';

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
  /** Never answer this endpoint (loading states). */
  hang<Req, Res>(endpoint: EndpointRef<Req, Res>): FakeApiClient;
  /** Every call made, in order. */
  readonly calls: { id: string; input: unknown }[];
}

export function createFakeApiClient(): FakeApiClient {
  const handlers = new Map<string, (input: unknown) => unknown>();
  const uploads = new Map<string, (files: readonly File[], query: Record<string, string>) => unknown>();
  const calls: { id: string; input: unknown }[] = [];
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
