import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogger } from '../../../server/http/request-logger';

/** A pino root logger at `level` writing into `lines`, counting the children made from it. */
function rootLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  const root = app.log;
  let children = 0;
  const child = root.child;
  // Children inherit this wrapper (pino children are made from their parent): each keeps its own `this`.
  root.child = function (this: FastifyBaseLogger, bindings, options) {
    children++;
    return child.call(this, bindings, options);
  };
  return { root, lines, children: () => children };
}

const request = (module?: string) =>
  ({ headers: module === undefined ? {} : { 'x-module': module } }) as IncomingMessage;

function loggerFor(root: FastifyBaseLogger, module?: string) {
  return requestLogger.call(Fastify(), root, { reqId: 'req-1' }, {}, request(module)) as FastifyBaseLogger;
}

describe('request loggers', () => {
  it('a request that writes nothing at the configured level makes no child logger', () => {
    const { root, lines, children } = rootLogger('warn');
    const log = loggerFor(root, 'deposit');
    log.info({ step: 1 }, 'not written at warn');
    log.debug('nor this');
    expect(lines).toEqual([]);
    expect(children()).toBe(0);
    expect(log.level).toBe('warn');
  });

  it('the first line written carries the request id and the calling module; one child serves the rest', () => {
    const { root, lines, children } = rootLogger('warn');
    const log = loggerFor(root, 'deposit');
    log.warn({ amount: 5 }, 'first');
    log.error(new Error('boom'), 'second');
    expect(children()).toBe(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ reqId: 'req-1', module: 'deposit', amount: 5, msg: 'first' });
    expect(lines[1]).toMatchObject({ reqId: 'req-1', module: 'deposit', msg: 'second' });
    expect(lines[1]?.err).toMatchObject({ message: 'boom' });
  });

  it('an invalid module header is left out of the bindings', () => {
    const { root, lines } = rootLogger('info');
    loggerFor(root, 'Not A Module!').info('hello');
    expect(lines[0]).toMatchObject({ reqId: 'req-1', msg: 'hello' });
    expect(lines[0]).not.toHaveProperty('module');
  });

  it('children of a request logger keep its bindings', () => {
    const { root, lines } = rootLogger('info');
    loggerFor(root, 'games').child({ job: 'launch' }).info('nested');
    expect(lines[0]).toMatchObject({ reqId: 'req-1', module: 'games', job: 'launch' });
  });
});
