import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LevelAware } from './request-logger';

/**
 * One access line per request, written when its answer is sent: the request (method,
 * redacted URL, host, address), the status and the time it took, under the request id
 * and the calling module. Fastify's default writes a second line when the request
 * arrives; on a busy server that line doubled the cost of logging for little: a request
 * that never finishes is still logged when its connection closes.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

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
