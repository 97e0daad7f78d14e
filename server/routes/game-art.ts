import type { FastifyReply } from 'fastify';
import { hashString } from '../services/games/demo-catalogue/game-names';
import { gameArtSvg, vendorArtSvg } from '../services/games/art/game-art';
import type { RoutePlugin } from './route-plugin';

const GAME_KEY = /^(\d{1,10})-([A-Z0-9]{1,2})\.svg$/;
const VENDOR_KEY = /^([A-Za-z0-9_]{1,20})\.svg$/;

function sendSvg(reply: FastifyReply, svg: string) {
  // Pure functions of the URL: cache for a year everywhere.
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(svg);
}

/**
 * Generated artwork: nothing is fetched from elsewhere and every URL always draws
 * the same picture, so CDNs and browsers cache it forever.
 */
export const gameArtRoutes: RoutePlugin = async (app) => {
  app.get<{ Params: { key: string } }>('/lgw/art/game/:key', async (req, reply) => {
    const m = GAME_KEY.exec(req.params.key);
    if (!m) return reply.code(404).type('text/plain').send('Not found');
    return sendSvg(reply, gameArtSvg(Number(m[1]), m[2] as string));
  });
  app.get<{ Params: { key: string } }>('/lgw/art/vendor/:key', async (req, reply) => {
    const m = VENDOR_KEY.exec(req.params.key);
    if (!m) return reply.code(404).type('text/plain').send('Not found');
    const code = m[1] as string;
    return sendSvg(reply, vendorArtSvg(hashString(code), code.toUpperCase()));
  });
};
