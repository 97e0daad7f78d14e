import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LevelAware } from './request-logger';

/**
 * One access line per request at `info`, written when its answer is sent: the request
 * (method, redacted URL, host, address), the status and the time it took, under the
 * request id and the calling module. Fastify's default also writes a line at `info` when
 * the request arrives; on a busy server that doubled the cost of logging, so the arrival
 * line is written at `debug` (for finding requests that hang, or what was in flight).
 */
export class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if ((request.log as LevelAware).isLevelEnabled('debug'))
      request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else if ((reply.log as LevelAware).isLevelEnabled('info')) {
      // Checked first: at warn and above nothing is built for a line that is not written.
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
