import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';

/** What every domain's routes are given when registered. */
export interface RouteOptions {
  deps: AppDeps;
}

/**
 * A domain's routes as a Fastify plugin: hooks, body parsers and static roots it adds stay
 * inside it (the dev outbox's loopback check runs on its own routes only), and its endpoints
 * take their types from the contract through `handle`.
 */
export type RoutePlugin = FastifyPluginAsync<RouteOptions>;
