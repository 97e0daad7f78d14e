import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** `/openapi.json`, generated from the contract routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    // Only contract calls (they carry a tag): artwork and development routes are not API calls.
    hideUntagged: true,
    openapi: {
      info: {
        title: 'Tessera platform API',
        version: '1.0.0',
        description:
          'Every call answers the envelope {success, code, message, value, errors?, requestId}. ' +
          'Every call sends the x-module header (the calling part of the portal); (t) calls send ' +
          'Authorization: Bearer <token>; (e) calls send their body sealed (see docs/api.md).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
