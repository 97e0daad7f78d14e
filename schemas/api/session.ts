import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';

const text = (max: number) => Type.String({ maxLength: max });

/** A second step the login still needs (login from an IP the member has not used). */
export const LoginChallenge = Type.Object({
  /** Send back with the code; good for 10 minutes and 5 tries. */
  ticket: Type.String(),
  /** How the member can prove it is them: a code by SMS or e-mail, or their authenticator app. */
  methods: Type.Array(Type.Union([Type.Literal('sms'), Type.Literal('email'), Type.Literal('totp')])),
  /** Where codes go, masked (e.g. `+63 ••• ••• 4567`, `pl•••@mail.test`). */
  maskedPhone: Type.Optional(Type.String()),
  maskedEmail: Type.Optional(Type.String()),
});

/** What a successful login (or register-and-login, or password reset) answers (spec §3). */
export const LoginResult = Type.Object({
  /** Opaque session token; empty while a second step is pending. */
  token: Type.String(),
  /** This is the account's first login. */
  firstTimeLogin: Type.Boolean(),
  /** The password is older than the merchant allows (and PWDEXPFORCECHANGE3 is on). */
  passwordExpired: Type.Boolean(),
  /** A password change must happen before anything else: the password is the initial one, or expired. */
  cpw: Type.Boolean(),
  /** Always false on success; true on failures once the server wants a captcha. */
  captcha: Type.Boolean(),
  /** 0 player; 1, 2, 41, 42 agents; 4 trial. */
  isAgent: Type.Integer(),
  customerId: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  merchantCode: Type.String(),
  toUpline: Type.Boolean(),
  memberLabel: Type.Array(Type.String()),
  challenge: Type.Optional(LoginChallenge),
});

export const login = defineEndpoint({
  id: 'session.login',
  method: 'POST',
  path: '/wps/session/login',
  token: false,
  encrypted: true,
  summary: 'Log in by username and password, or by mobile number and SMS code (spec §3, §4).',
  request: Type.Object(
    {
      type: Type.Union([Type.Literal('username'), Type.Literal('sms')]),
      username: Type.Optional(text(64)),
      password: Type.Optional(text(128)),
      mobileNum: Type.Optional(text(20)),
      countryDialingCode: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
      verificationCode: Type.Optional(text(12)),
      /** The captcha's answer, when the server asked for one. */
      captcha: Type.Optional(text(12)),
      captchaId: Type.Optional(text(64)),
      /** Result of a bot check, when the merchant uses one. */
      botCheck: Type.Optional(text(2048)),
    },
    { additionalProperties: false },
  ),
  response: LoginResult,
});

export const completeLoginChallenge = defineEndpoint({
  id: 'session.challenge',
  method: 'POST',
  path: '/wps/session/login/verify',
  token: false,
  encrypted: true,
  summary: 'Finish a login from an unregistered IP with a code (SMS, e-mail or authenticator).',
  request: Type.Object(
    {
      ticket: text(128),
      method: Type.Union([Type.Literal('sms'), Type.Literal('email'), Type.Literal('totp')]),
      code: text(12),
    },
    { additionalProperties: false },
  ),
  response: LoginResult,
});

export const sendLoginChallengeCode = defineEndpoint({
  id: 'session.challengeCode',
  method: 'POST',
  path: '/wps/session/login/verify/code',
  token: false,
  encrypted: false,
  summary: 'Send the second-step code of a pending login by SMS or e-mail.',
  request: Type.Object(
    { ticket: text(128), method: Type.Union([Type.Literal('sms'), Type.Literal('email')]) },
    { additionalProperties: false },
  ),
  response: Type.Object({ expiredMinutes: Type.Integer() }),
});

export const loginFreeplay = defineEndpoint({
  id: 'session.freeplay',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  token: false,
  encrypted: false,
  summary: 'Start a free trial: a trial account (isAgent 4) with demo credit (spec §4, §7).',
  request: Type.Object(
    {
      /** The visitor's operating system, for reports. */
      os: Type.Optional(text(40)),
      platform: Type.Literal('W'),
      /** Whether the portal seals its payloads (always true here). */
      encryption: Type.Optional(Type.Boolean()),
      /** Gateway version; 3. */
      version: Type.Optional(Type.Literal(3)),
    },
    { additionalProperties: false },
  ),
  response: LoginResult,
});

export const logout = defineEndpoint({
  id: 'session.logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  token: true,
  encrypted: false,
  summary: 'End this session on the server; the token stops working at once.',
  request: NoInput,
  response: Type.Object({}),
});

export const ActiveSession = Type.Object({
  /** A short public id of the session (not the token). */
  id: Type.String(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  ip: Type.String(),
  userAgent: Type.String(),
  loginType: Type.String(),
  /** The session making this call. */
  current: Type.Boolean(),
});

export const listSessions = defineEndpoint({
  id: 'session.list',
  method: 'GET',
  path: '/wps/session/active',
  token: true,
  encrypted: false,
  summary: 'The member’s live sessions, newest first.',
  request: NoInput,
  response: Type.Array(ActiveSession),
});

export const endOtherSessions = defineEndpoint({
  id: 'session.endOthers',
  method: 'DELETE',
  path: '/wps/session/active',
  token: true,
  encrypted: false,
  summary: 'Sign out everywhere else: every session of the member but this one ends.',
  request: Type.Object(
    {
      /** End only this session (an id from the list); all others when absent. */
      id: Type.Optional(Type.String({ maxLength: 32 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ ended: Type.Integer() }),
});

export const LoginHistoryEntry = Type.Object({
  at: Type.String(),
  ip: Type.String(),
  userAgent: Type.String(),
  loginType: Type.String(),
  /** ok, bad_credentials, captcha, locked, second_step. */
  outcome: Type.String(),
});

export const getLoginHistory = defineEndpoint({
  id: 'session.history',
  method: 'GET',
  path: '/wps/session/history',
  token: true,
  encrypted: false,
  summary: 'The member’s last 30 login attempts, good and bad, newest first.',
  request: NoInput,
  response: Type.Array(LoginHistoryEntry),
});

export const sessionEndpoints = [
  login,
  completeLoginChallenge,
  sendLoginChallengeCode,
  loginFreeplay,
  logout,
  listSessions,
  endOtherSessions,
  getLoginHistory,
] as const;
