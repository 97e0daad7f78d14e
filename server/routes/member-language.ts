import { updateLanguage } from '../../schemas/api/member-language';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import type { RoutePlugin } from './route-plugin';

export const memberLanguageRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, updateLanguage, async (input, ctx) => {
    const member = sessionOf(ctx);
    await ctx.deps.db.query('UPDATE members SET language = $3 WHERE merchant_id = $1 AND id = $2', [
      ctx.merchant.id,
      member.memberId,
      input.language,
    ]);
    return { language: input.language };
  });
};
