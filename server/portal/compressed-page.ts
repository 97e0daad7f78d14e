import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The served page, brotli- or gzip-compressed as the browser accepts (its inline bootstrap
 * makes it about 24 KB, 7 KB compressed: on a phone's network, round trips before the first
 * paint). Pages are the not-found handler's answers, which @fastify/compress's per-route hook
 * does not reach, so they are compressed here (docs/decisions/response-compression.md).
 */
export function sendCompressedPage(req: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const encoding = negotiate(String(req.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
  void reply.header('vary', 'accept-encoding');
  if (encoding === 'br')
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }));
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
