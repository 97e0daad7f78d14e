import { listChatMessages, postChatMessage } from '../../schemas/api/chat';
import { handle } from '../http/handle';
import { listChat, postChat } from '../services/chat/chat-room';
import type { RoutePlugin } from './route-plugin';

export const chatRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, listChatMessages, async (input, ctx) => listChat(ctx, input));
  handle(app, deps, postChatMessage, async (input, ctx) => postChat(ctx, input));
};
