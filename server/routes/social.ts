import {
  completeSocialLogin,
  completeSocialSignUp,
  listSocialProviders,
  startSocialLogin,
} from '../../schemas/api/social';
import { ApiError } from '../domain/api-error';
import { handle } from '../http/handle';
import { callContextOf } from '../http/call-context-of';
import { completeSocial, finishSocial, socialProviders, startSocial } from '../services/social/social-login';
import { finishSocialSignUp } from '../services/social/social-sign-up';
import type { RoutePlugin } from './route-plugin';

export const socialRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, listSocialProviders, async (_input, ctx) =>
    socialProviders(ctx.merchant).map((p) => ({ id: p.id, name: p.name })),
  );
  handle(app, deps, startSocialLogin, async (input, ctx) => startSocial(ctx, input.provider));
  handle(app, deps, completeSocialLogin, async (input, ctx) => completeSocial(ctx, input.ticket));
  handle(app, deps, completeSocialSignUp, async (input, ctx) => finishSocialSignUp(ctx, input));

  // The provider sends the browser here (a page visit, not an API call): on to /login with a ticket.
  app.get('/wps/session/social/callback', async (req, reply) => {
    const ctx = callContextOf(deps, req);
    const url = new URL(req.url, 'http://callback.invalid');
    // The member closed or cancelled the provider's window (OAuth access_denied): the
    // portal says so (spec §8 "popup closed by user") rather than that something broke.
    if (url.searchParams.get('error') === 'access_denied')
      return reply.redirect('/login?socialError=cancelled', 303);
    try {
      const { kind, ticket } = await finishSocial(ctx, url);
      // A new player on a site that verifies phones finishes signing up there first (R4.12).
      const param = kind === 'sign-up' ? 'socialSignUp' : 'socialTicket';
      return reply.redirect(`/login?${param}=${encodeURIComponent(ticket)}`, 303);
    } catch (err) {
      req.log.info({ err }, 'social sign-in failed');
      // A self-excluded person is told why (as the registration form tells them), nothing else.
      const refused = err instanceof ApiError && err.code === 'REGISTRATION_REFUSED';
      return reply.redirect(`/login?socialError=${refused ? 'refused' : '1'}`, 303);
    }
  });
};
