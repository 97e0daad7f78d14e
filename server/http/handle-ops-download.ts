import { Readable } from 'node:stream';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { OpsEndpoint } from '../../schemas/api/ops/ops-endpoint';
import type { AppDeps } from '../app-deps';
import { opsContextOf, opsGuard, type OpsCallContext } from './handle-ops';

/** A file a download handler answers: its name, type and lines, written as they come. */
export interface OpsDownload {
  fileName: string;
  contentType: string;
  lines: Iterable<string> | AsyncIterable<string>;
}

/**
 * Register one back office download: behind the same guard as every call (host, session,
 * role), its input validated by the contract, but answered as a file streamed line by line
 * (Content-Disposition: attachment) instead of an envelope. A refusal before the first line
 * is an envelope like any call's.
 */
export function handleOpsDownload<Req extends TSchema>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: OpsEndpoint<Req>,
  handler: (input: Static<Req>, ctx: OpsCallContext) => Promise<OpsDownload>,
): void {
  if (endpoint.method !== 'GET') throw new Error(`${endpoint.id}: a download is a GET`);
  app.route({
    method: 'GET',
    url: endpoint.path,
    schema: {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: ['backOffice'],
      querystring: endpoint.request,
      security: [{ bearer: [] }],
    },
    config: { endpoint },
    ...opsGuard(deps, endpoint, 'querystring'),
    handler: async (req, reply) => {
      const file = await handler(req.query as Static<Req>, opsContextOf(req, deps));
      // The name is ours (codes and dates), but quoted and stripped of quotes all the same.
      const name = file.fileName.replace(/["\\\r\n]/g, '');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(file.lines));
    },
  });
}
