import { getCaptcha, sendRegisterSmsCode, sendSmsCode } from '../../schemas/api/verification';
import { handle } from '../http/handle';
import { issueCaptcha } from '../services/captcha/captcha';
import { sendSmsCode as send } from '../services/sms/send-code';
import type { RoutePlugin } from './route-plugin';

export const verificationRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getCaptcha, async (_input, ctx) =>
    issueCaptcha(
      ctx.deps.db,
      ctx.merchant,
      `${ctx.ip}|${ctx.userAgent}`,
      ctx.deps.limiter,
      ctx.deps.devOutbox,
    ),
  );
  handle(app, deps, sendSmsCode, async (input, ctx) =>
    send(ctx, {
      mobileNum: input.mobileNum,
      countryDialingCode: input.countryDialingCode,
      purpose: input.purpose ?? 'login',
    }),
  );
  handle(app, deps, sendRegisterSmsCode, async (input, ctx) =>
    send(ctx, {
      mobileNum: input.mobileNum,
      countryDialingCode: input.countryDialingCode,
      purpose: 'register',
      ...(input.username ? { username: input.username } : {}),
    }),
  );
};
