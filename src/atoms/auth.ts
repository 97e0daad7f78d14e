import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { atom } from 'jotai';
import type { RequestOf, ResponseOf } from '@schemas/api/endpoint';
import { AGENT_AREA_TYPES, TRIAL_TYPE } from '@schemas/site/constants';
import {
  changePassword,
  checkAffiliateCode,
  completeLoginChallenge,
  forgotPasswordByEmail,
  login,
  loginFreeplay,
  logout,
  register,
  registerMobile,
  resetPasswordByEmail,
  resetPasswordByPhone,
  sendLoginChallengeCode,
  sendRegisterSmsCode,
  sendSmsCode,
} from '../api/endpoints';
import { apiClientAtom } from './api';
import { codeCountdownAtom, countdownEnd } from './code-countdown';
import { openDialogAtom } from './dialog';
import { noteFirstLoginAtom } from './first-login';
import { balanceAtom, memberInfoAtom, unreadMessagesCountAtom } from './member';
import { closeAllPopupsAtom, closePopupAtom, openPopupAtom } from './popup';
import { sessionAtom, type SessionValues } from './session';
import { bootstrapAtom } from './site';

export type LoginResult = ResponseOf<typeof login>;

/**
 * The password the player just typed, kept in memory only (never stored) while a
 * forced change is pending, so the change form need not ask for it again (spec §2
 * "oldPassword shown only when stored user info has no password").
 */
export const pendingOldPasswordAtom = atom<string | null>(null);

function sessionFrom(result: LoginResult, merchantCode: string): SessionValues {
  return {
    token: result.token,
    isAgent: result.isAgent,
    cpw: result.cpw,
    merchant: merchantCode,
    merchantCode,
    platform: 'web',
    nickname: result.nickname,
    account: result.username,
    username: result.username,
    customerId: result.customerId,
    toUpline: result.toUpline,
    memberLabel: result.memberLabel,
  };
}

/**
 * Store a login's session (spec §4): with a pending forced change the
 * change-password modal opens and cannot be dismissed; otherwise the account
 * popups close and member data loads.
 */
export const applyLoginResultAtom = atom(null, (get, set, result: LoginResult, password?: string) => {
  if (!result.token) return;
  set(sessionAtom, sessionFrom(result, get(bootstrapAtom).merchantCode));
  // The welcome waits behind a forced password change: it shows once no popup is open.
  set(noteFirstLoginAtom, result);
  set(memberInfoAtom);
  set(balanceAtom);
  if (result.cpw) {
    set(pendingOldPasswordAtom, password ?? null);
    set(closeAllPopupsAtom);
    set(openPopupAtom, { name: 'changePassModal', params: { forced: true, dismissible: false } });
  } else {
    set(pendingOldPasswordAtom, null);
    set(closeAllPopupsAtom);
  }
});

/** Log in by username and password or by SMS code; answers the result (a challenge may follow). */
export const loginAtom = atom(
  null,
  async (
    get,
    set,
    input: {
      type: 'username' | 'sms';
      username?: string;
      password?: string;
      mobileNum?: string;
      countryDialingCode?: string;
      verificationCode?: string;
      captcha?: string;
      captchaId?: string;
    },
  ) => {
    const clean = {
      ...input,
      ...(input.username !== undefined ? { username: input.username.trim() } : {}),
      ...(input.password !== undefined ? { password: input.password.trim() } : {}),
    };
    const result = await get(apiClientAtom).call(login, clean, { module: 'login' });
    set(applyLoginResultAtom, result, clean.password);
    return result;
  },
);

/** Finish a login from an unregistered IP with its second-step code. */
export const completeChallengeAtom = atom(
  null,
  async (
    get,
    set,
    input: { ticket: string; method: 'sms' | 'email' | 'totp'; code: string },
    password?: string,
  ) => {
    const result = await get(apiClientAtom).call(completeLoginChallenge, input, { module: 'login' });
    set(applyLoginResultAtom, result, password);
    return result;
  },
);

/** Free trial (spec §4): a trial session, cpw cleared; the caller goes home. */
export const freeTrialAtom = atom(null, async (get, set) => {
  const result = await get(apiClientAtom).call(
    loginFreeplay,
    { platform: 'W', os: navigator.platform.slice(0, 40), encryption: true, version: 3 },
    { module: 'login' },
  );
  set(applyLoginResultAtom, { ...result, cpw: false });
  return result;
});

export type RegisterRequest = RequestOf<typeof register>;

/** Register and log in at once (spec §4); mode chooses the username or mobile call. */
export const registerAtom = atom(
  null,
  async (get, set, input: { mode: 'username' | 'mobile'; fields: Partial<RegisterRequest> }) => {
    const filled = Object.fromEntries(
      Object.entries(input.fields).filter(([, v]) => v !== undefined && v !== ''),
    ) as Partial<RegisterRequest>;
    const payload: RegisterRequest = {
      ...filled,
      ageConfirmed: input.fields.ageConfirmed === true,
      login: true,
      registerMethod: 'WEB',
      domain: location.host,
      registerUrl: location.href.slice(0, 2048),
    };
    const endpoint = input.mode === 'mobile' ? registerMobile : register;
    const result = await get(apiClientAtom).call(endpoint, payload, { module: 'register' });
    set(applyLoginResultAtom, result);
    return result;
  },
);

/** Whether an invitation code from a registration address belongs to an agent of this site (spec §4). */
export const checkAffiliateCodeAtom = atom(null, async (get, _set, code: string): Promise<boolean> => {
  const { valid } = await get(apiClientAtom).call(
    checkAffiliateCode,
    { code, domain: location.host },
    { module: 'register' },
  );
  return valid;
});

/**
 * Ask for an SMS code and start the form's countdown (spec §4): expiredMinutes x 60 s,
 * less half the round trip on the forgot-password form.
 */
export const sendSmsCodeAtom = atom(
  null,
  async (
    get,
    set,
    input: {
      purpose: 'login' | 'reset' | 'register';
      mobileNum: string;
      countryDialingCode: string;
      username?: string;
    },
  ) => {
    const api = get(apiClientAtom);
    const { purpose, ...rest } = input;
    const started = Date.now();
    const { expiredMinutes } =
      purpose === 'register'
        ? await api.call(sendRegisterSmsCode, rest, { module: 'register' })
        : await api.call(sendSmsCode, { ...rest, purpose }, { module: 'login' });
    const now = Date.now();
    set(
      codeCountdownAtom(purpose),
      countdownEnd(expiredMinutes, now, purpose === 'reset' ? now - started : undefined),
    );
    return expiredMinutes;
  },
);

/** Send the second-step code of a pending login and start its countdown. */
export const sendChallengeCodeAtom = atom(
  null,
  async (get, set, input: { ticket: string; method: 'sms' | 'email' }) => {
    const { expiredMinutes } = await get(apiClientAtom).call(sendLoginChallengeCode, input, {
      module: 'login',
    });
    set(codeCountdownAtom('challenge'), countdownEnd(expiredMinutes, Date.now()));
    return expiredMinutes;
  },
);

/** Change the password; the answer is a fresh session (every other one ends). */
export const changePasswordAtom = atom(
  null,
  async (get, set, input: { oldPassword: string; newPassword: string; confirmNewPassword: string }) => {
    const result = await get(apiClientAtom).call(
      changePassword,
      {
        oldPassword: input.oldPassword.trim(),
        newPassword: input.newPassword.trim(),
        confirmNewPassword: input.confirmNewPassword.trim(),
      },
      { module: 'member' },
    );
    set(pendingOldPasswordAtom, null);
    set(applyLoginResultAtom, { ...result, cpw: false });
    set(closePopupAtom, 'changePassModal');
    return result;
  },
);

export const forgotByEmailAtom = atom(null, (get, _set, input: { username: string; email: string }) =>
  get(apiClientAtom).call(
    forgotPasswordByEmail,
    { username: input.username.trim(), email: input.email.trim() },
    { module: 'forgot' },
  ),
);

export const resetByTokenAtom = atom(
  null,
  async (get, set, input: { resetToken: string; newPassword: string; confirmNewPassword: string }) => {
    const result = await get(apiClientAtom).call(resetPasswordByEmail, input, { module: 'forgot' });
    set(applyLoginResultAtom, result);
    return result;
  },
);

export const resetByPhoneAtom = atom(
  null,
  async (
    get,
    set,
    input: {
      mobileNum: string;
      countryDialingCode: string;
      verificationCode: string;
      newPassword: string;
      confirmNewPassword: string;
    },
  ) => {
    const result = await get(apiClientAtom).call(resetPasswordByPhone, input, { module: 'forgot' });
    set(applyLoginResultAtom, result);
    return result;
  },
);

/** Forget the session here (keeping the merchant) and reset login, agent and VIP state. */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(sessionAtom, null);
  set(pendingOldPasswordAtom, null);
  set(unreadMessagesCountAtom, 0);
  set(closeAllPopupsAtom);
  set(memberInfoAtom);
  set(balanceAtom);
});

/**
 * Sign out (spec §4): confirm (in_popup_prompt / in_sure_logout), end the session on
 * the server, clear it here. Answers whether the player went through with it.
 */
export const logoutAtom = atom(null, async (get, set, opts: { confirm?: boolean } = {}) => {
  if (opts.confirm !== false) {
    const answer = await set(openDialogAtom, {
      icon: 'question',
      title: i18n._(msg({ id: 'in_popup_prompt', message: 'Prompt' })),
      text: i18n._(msg({ id: 'in_sure_logout', message: 'Are you sure you want to sign out?' })),
      buttons: [
        { id: 'cancel', label: i18n._(msg`Cancel`), variant: 'secondary' },
        { id: 'ok', label: i18n._(msg`Sign out`), variant: 'primary', isDefault: true },
      ],
    });
    if (answer !== 'ok') return false;
  }
  if (get(sessionAtom)?.token) {
    // The session ends here whatever the server says: a network failure must not keep it.
    await get(apiClientAtom)
      .call(logout, {}, { module: 'login' })
      .catch(() => undefined);
  }
  set(clearSessionAtom);
  return true;
});

export type AccessNeed = 'real' | 'memberCentre' | 'agentCentre';

/**
 * The gate of gated actions (spec §5, §6): visitors get the login popup; trial
 * accounts (isAgent 4) the in_need_true_account warning; the agent area needs an
 * agent type. Answers whether the action may go on.
 */
export const requireRealAccountAtom = atom(null, async (get, set, need: AccessNeed = 'real') => {
  const session = get(sessionAtom);
  if (!session?.token) {
    set(openPopupAtom, 'login');
    return false;
  }
  if (session.isAgent === TRIAL_TYPE) {
    await set(openDialogAtom, {
      icon: 'warning',
      text: i18n._(
        msg({ id: 'in_need_true_account', message: 'Please register a real account to use this feature.' }),
      ),
      buttons: [
        { id: 'ok', label: i18n._(msg({ id: 'in_increase_submit', message: 'OK' })), isDefault: true },
      ],
    });
    return false;
  }
  if (need === 'agentCentre' && !(AGENT_AREA_TYPES as readonly number[]).includes(session.isAgent)) {
    await set(openDialogAtom, {
      icon: 'warning',
      text: i18n._(msg`Non-agents cannot log in to the agent area.`),
    });
    return false;
  }
  return true;
});
