import {
  changePassword,
  confirmTotp,
  forgotPasswordByEmail,
  getMemberIcon,
  getMemberInfo,
  getPlayerAvatar,
  register,
  registerMobile,
  resetPasswordByEmail,
  resetPasswordByPhone,
  setMemberIcon,
  startTotpSetup,
  AVATAR_IDS,
} from '../../schemas/api/member';
import { ApiError } from '../domain/api-error';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { mustChangePassword } from '../services/auth/login-result';
import { maskEmail, maskPhone, memberById } from '../services/member/member-row';
import {
  changePassword as change,
  resetWithSms,
  resetWithToken,
  sendResetMail,
} from '../services/member/passwords';
import { registerMember } from '../services/member/register';
import { confirmTotpChange, startTotp } from '../services/member/totp';
import type { RoutePlugin } from './route-plugin';

export const memberRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, register, async (input, ctx) => registerMember(input, 'username', ctx));
  handle(app, deps, registerMobile, async (input, ctx) => registerMember(input, 'mobile', ctx));

  handle(app, deps, getMemberInfo, async (_input, ctx) => {
    const me = sessionOf(ctx);
    const m = await memberById(ctx.deps.db, ctx.merchant.id, me.memberId);
    if (!m) throw ApiError.unauthenticated();
    const mobile = maskPhone(m.country_dialing_code, m.mobile_num);
    const email = maskEmail(m.email);
    return {
      id: m.id,
      account: m.username,
      nickname: m.nickname ?? m.username,
      type: m.is_agent,
      toUpline: m.upline_id !== null,
      // Rank 0 is no VIP level: an empty label, never "VIP 0".
      clubLabel: { labelName: m.rank_level > 0 ? `VIP ${m.rank_level}` : '', rankLevel: m.rank_level },
      memberLabel: m.labels.map((labelName) => ({ labelName })),
      avatar: m.avatar,
      ...(mobile ? { mobile } : {}),
      ...(email ? { email } : {}),
      totpEnabled: m.totp_enabled,
      cpw: mustChangePassword(ctx.merchant, m, me.loginType),
      ...(m.password_changed_at ? { passwordChangedAt: m.password_changed_at.toISOString() } : {}),
      createdAt: m.created_at.toISOString(),
    };
  });

  handle(app, deps, changePassword, async (input, ctx) => change(ctx, sessionOf(ctx), input));
  handle(app, deps, forgotPasswordByEmail, async (input, ctx) => {
    await sendResetMail(ctx, input);
    return {};
  });
  handle(app, deps, resetPasswordByEmail, async (input, ctx) => resetWithToken(ctx, input));
  handle(app, deps, resetPasswordByPhone, async (input, ctx) => resetWithSms(ctx, input));

  const avatarOf = async (memberId: number, merchantId: number) =>
    (await memberById(deps.db, merchantId, memberId))?.avatar ?? 'a1';
  handle(app, deps, getPlayerAvatar, async (_input, ctx) => ({
    avatar: await avatarOf(sessionOf(ctx).memberId, ctx.merchant.id),
    choices: [...AVATAR_IDS],
  }));
  handle(app, deps, getMemberIcon, async (_input, ctx) => ({
    avatar: await avatarOf(sessionOf(ctx).memberId, ctx.merchant.id),
  }));
  handle(app, deps, setMemberIcon, async (input, ctx) => {
    const me = sessionOf(ctx);
    await ctx.deps.db.query('UPDATE members SET avatar = $3 WHERE merchant_id = $1 AND id = $2', [
      ctx.merchant.id,
      me.memberId,
      input.avatar,
    ]);
    return { avatar: input.avatar };
  });

  handle(app, deps, startTotpSetup, async (_input, ctx) => startTotp(ctx, sessionOf(ctx)));
  handle(app, deps, confirmTotp, async (input, ctx) => confirmTotpChange(ctx, sessionOf(ctx), input));
};
