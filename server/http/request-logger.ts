import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, FastifyChildLoggerFactory } from 'fastify/types/logger';
import { moduleOf } from './module-header';

/** pino's loggers answer whether a level is written; Fastify's logger type leaves it out. */
export type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

type LevelWithSilentOrString = FastifyBaseLogger['level'];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes a real pino child, with the request's bindings, only
 * when it first writes a line. At a level that writes no access lines (warn, in production
 * behind a proxy that keeps them) most requests log nothing, and making a child for each
 * of them was most of what logging cost a call. One small object per request: the level
 * methods live on the prototype.
 */
class DeferredChild {
  #made: LevelAware | undefined;

  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
    private readonly req: IncomingMessage,
  ) {}

  private get made(): LevelAware {
    return (this.#made ??= this.parent.child(requestBindings(this.bindings, this.req)) as LevelAware);
  }

  get level(): LevelWithSilentOrString {
    return (this.#made ?? this.parent).level;
  }

  set level(level: LevelWithSilentOrString) {
    this.made.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.#made ?? this.parent).isLevelEnabled(level);
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    const logger = this.made;
    // pino's level methods read their logger from `this`.
    Reflect.apply(logger[level], logger, args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }
}

/** Fastify's bindings (the request id), and the calling module when the request names one. */
function requestBindings(bindings: Bindings, req: IncomingMessage): Bindings {
  const module = moduleOf(req);
  return module ? { ...bindings, module } : bindings;
}

/**
 * Fastify's `childLoggerFactory`: each request's logger (shared with its reply, which
 * writes the access line) carries the request id and the calling module.
 */
export const requestLogger: FastifyChildLoggerFactory = (logger, bindings, opts, req) => {
  // A route with its own level or serializers gets its child at once, as Fastify would.
  if (opts.level !== undefined || opts.serializers !== undefined)
    return logger.child(requestBindings(bindings, req), opts);
  // The level methods take what pino's take; their loose signatures only forward them.
  return new DeferredChild(logger as LevelAware, bindings, req) as unknown as FastifyBaseLogger;
};
