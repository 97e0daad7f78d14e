import type { FastifyReply, FastifyRequest } from 'fastify';

/** The request header that asks for a fault (honoured only with TEST_FAULTS=1, never in production). */
export const FAULT_HEADER = 'x-test-fault';

/**
 * How a committed call's answer is lost: `drop-answer` closes the connection without a
 * byte of the answer (a proxy or a phone that gave up), `reset-connection` resets it
 * (TCP RST, the process or the network died). Either way the caller cannot know whether
 * the call happened, and must retry it with the same key to find out.
 */
export const LOST_ANSWERS = ['drop-answer', 'reset-connection'] as const;
export type LostAnswer = (typeof LOST_ANSWERS)[number];

/**
 * Called once the handler's work committed and before its answer is sent: when the call
 * asked for a lost answer, the answer is never written and the connection is cut.
 * Answers true when it did so (the reply is then taken over and must not be sent).
 */
export function loseAnswerIfAsked(req: FastifyRequest, reply: FastifyReply): boolean {
  const asked = req.headers[FAULT_HEADER];
  if (!LOST_ANSWERS.includes(asked as LostAnswer)) return false;
  reply.hijack();
  const socket = req.raw.socket;
  if (asked === 'reset-connection') socket.resetAndDestroy();
  else socket.destroy();
  req.log.warn({ fault: asked }, 'test fault: the committed answer was not sent');
  return true;
}
