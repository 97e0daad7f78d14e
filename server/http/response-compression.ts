import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * API answers leave compressed (brotli at the plugin's quality 4, else gzip) when the client
 * accepts it and they are over 1 KB: the game menus a lobby's first render waits for go from
 * 13 KB to about 2 KB. Built assets already go out as their precompressed copies
 * (@fastify/static), which this leaves as they are; pages are compressed where they are served
 * (server/portal/compressed-page.ts).
 * No response here can leak a secret by its size (BREACH): the platform's credentials travel
 * in the Authorization header, never in a cookie a third-party page could make the browser send
 * (docs/decisions/response-compression.md).
 */
export async function registerResponseCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Responses only: a request body stays as sent (a compressed one is refused as before).
    globalDecompression: false,
  });
}
