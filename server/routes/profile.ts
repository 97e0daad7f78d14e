import {
  bindMobile,
  confirmEmailChange,
  getProfile,
  sendMobileBindCode,
  updateProfile,
} from '../../schemas/api/profile';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { confirmEmailChange as confirmEmail } from '../services/profile/email-change';
import { changeProfile, linkMobile, readProfile } from '../services/profile/profile';
import { sendSmsCode } from '../services/sms/send-code';
import { refuseTrial } from '../services/wallet/member-guard';
import type { RoutePlugin } from './route-plugin';

export const profileRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getProfile, async (_input, ctx) =>
    readProfile(ctx.deps.db, ctx.merchant.id, sessionOf(ctx).memberId),
  );
  handle(app, deps, updateProfile, async (input, ctx) => changeProfile(ctx, sessionOf(ctx), input));
  handle(app, deps, confirmEmailChange, async (input, ctx) => {
    const member = sessionOf(ctx);
    refuseTrial(member);
    await confirmEmail(ctx, member, input.verificationCode);
    return readProfile(ctx.deps.db, ctx.merchant.id, member.memberId);
  });
  handle(app, deps, sendMobileBindCode, async (input, ctx) => {
    refuseTrial(sessionOf(ctx));
    return sendSmsCode(ctx, { ...input, purpose: 'bind' });
  });
  handle(app, deps, bindMobile, async (input, ctx) => linkMobile(ctx, sessionOf(ctx), input));
};
