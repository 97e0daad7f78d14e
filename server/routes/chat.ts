import type { FastifyInstance } from 'fastify';
import { listChatMessages, postChatMessage } from '../../schemas/api/chat';
import type { AppDeps } from '../app-deps';
import { handle } from '../http/handle';
import { listChat, postChat } from '../services/chat/chat-room';

export function chatRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, deps, listChatMessages, async (input, ctx) => listChat(ctx, input));
  handle(app, deps, postChatMessage, async (input, ctx) => postChat(ctx, input));
}
