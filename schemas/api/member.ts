import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';
import { LoginResult } from './session';

const text = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/** The registration payload of spec §3. Each field is checked against the merchant's rules. */
const RegisterFields = {
  username: text(64),
  password: text(128),
  confirmPassword: text(128),
  payeeName: text(100),
  email: text(254),
  qqNum: text(40),
  mobileNum: text(20),
  countryDialingCode: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
  recommenderId: text(40),
  captcha: text(12),
  captchaId: text(64),
  /** The SMS code, when SMS verification is on (always in mobile mode). */
  verificationCode: text(12),
  affiliateCode: text(40),
  paymentPassword: text(40),
  line: text(100),
  whatsapp: text(40),
  facebook: text(100),
  wechat: text(100),
  idNumber: text(40),
  /** From the page's query string (?referralCode=...). */
  referralCode: text(40),
  /** The portal's host. */
  domain: text(255),
  /** Log in at once after registering (the portal always asks). */
  login: Type.Optional(Type.Boolean()),
  /** The page the player registered on. */
  registerUrl: text(2048),
  registerMethod: Type.Optional(Type.Literal('WEB')),
  /** Set when phone verification ran through the social provider (not offered here). */
  firebaseChannel: Type.Optional(Type.Literal('sms')),
  firebaseIdToken: text(4096),
  /** The player confirmed the age agreement. */
  ageConfirmed: Type.Boolean(),
};

export const register = defineEndpoint({
  id: 'member.register',
  method: 'PUT',
  path: '/wps/member/register',
  token: false,
  encrypted: true,
  summary: 'Register by username (spec §3, §4); answers a session when `login` is true.',
  request: Type.Object(RegisterFields, { additionalProperties: false }),
  response: LoginResult,
});

export const registerMobile = defineEndpoint({
  id: 'member.registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  token: false,
  encrypted: true,
  summary: 'Register by mobile number and SMS code (MOBILENUMREG3); answers a session when `login` is true.',
  request: Type.Object(RegisterFields, { additionalProperties: false }),
  response: LoginResult,
});

export const MemberInfo = Type.Object({
  id: Type.Integer(),
  /** The login name. */
  account: Type.String(),
  nickname: Type.String(),
  /** Agent type: 0 player; 1, 2, 41, 42 agents; 4 trial. */
  type: Type.Integer(),
  /** The member may transfer to its upline. */
  toUpline: Type.Boolean(),
  /** The member's VIP level; rank 0 is none, with an empty label. */
  clubLabel: Type.Object({ labelName: Type.String(), rankLevel: Type.Integer() }),
  memberLabel: Type.Array(Type.Object({ labelName: Type.String() })),
  /** Built-in avatar id. */
  avatar: Type.String(),
  /** Masked mobile number (`+63 ••• 4567`), when one is bound. */
  mobile: Type.Optional(Type.String()),
  /** Masked e-mail address, when one is set. */
  email: Type.Optional(Type.String()),
  totpEnabled: Type.Boolean(),
  /** A password change is required before anything else. */
  cpw: Type.Boolean(),
  passwordChangedAt: Type.Optional(Type.String()),
  createdAt: Type.String(),
});

export const getMemberInfo = defineEndpoint({
  id: 'member.info',
  method: 'GET',
  path: '/wps/member/info',
  token: true,
  encrypted: false,
  summary: 'The logged-in member (spec §3).',
  request: NoInput,
  response: MemberInfo,
});

export const changePassword = defineEndpoint({
  id: 'member.password',
  method: 'POST',
  path: '/wps/member/password',
  token: true,
  encrypted: true,
  summary:
    'Change the password; every session ends and a fresh one is answered (the forced change logs in again).',
  request: Type.Object(
    {
      oldPassword: Type.String({ maxLength: 128 }),
      newPassword: Type.String({ maxLength: 128 }),
      confirmNewPassword: Type.String({ maxLength: 128 }),
    },
    { additionalProperties: false },
  ),
  response: LoginResult,
});

export const forgotPasswordByEmail = defineEndpoint({
  id: 'member.passwordEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  token: false,
  encrypted: false,
  form: true,
  summary:
    'Send a password-reset link by e-mail when username and e-mail match; the answer is the same either way.',
  request: Type.Object(
    {
      username: Type.String({ minLength: 1, maxLength: 64 }),
      email: Type.String({ minLength: 1, maxLength: 254 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({}),
});

export const resetPasswordByEmail = defineEndpoint({
  id: 'member.passwordReset',
  method: 'POST',
  path: '/wps/member/password/reset',
  token: false,
  encrypted: true,
  summary: 'Set a new password with the link sent by e-mail, then log in.',
  request: Type.Object(
    {
      /** The token of the e-mailed link; single use, 30 minutes. */
      resetToken: Type.String({ minLength: 16, maxLength: 128 }),
      newPassword: Type.String({ maxLength: 128 }),
      confirmNewPassword: Type.String({ maxLength: 128 }),
    },
    { additionalProperties: false },
  ),
  response: LoginResult,
});

export const resetPasswordByPhone = defineEndpoint({
  id: 'member.passwordVerification',
  method: 'POST',
  path: '/wps/member/password/verification',
  token: false,
  encrypted: true,
  summary: 'Set a new password with an SMS code (CHNGPASSVERIF3), then log in (spec §3, §4).',
  request: Type.Object(
    {
      mobileNum: Type.String({ maxLength: 20 }),
      countryDialingCode: Type.String({ pattern: '^[0-9]{1,4}$' }),
      verificationCode: Type.String({ maxLength: 12 }),
      newPassword: Type.String({ maxLength: 128 }),
      confirmNewPassword: Type.Optional(Type.String({ maxLength: 128 })),
    },
    { additionalProperties: false },
  ),
  response: LoginResult,
});

export const AVATAR_IDS = [
  'a1',
  'a2',
  'a3',
  'a4',
  'a5',
  'a6',
  'a7',
  'a8',
  'a9',
  'a10',
  'a11',
  'a12',
] as const;

export const getPlayerAvatar = defineEndpoint({
  id: 'member.avatar',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  token: true,
  encrypted: false,
  summary: 'The member’s avatar and the avatars it may choose from.',
  request: NoInput,
  response: Type.Object({ avatar: Type.String(), choices: Type.Array(Type.String()) }),
});

export const getMemberIcon = defineEndpoint({
  id: 'member.icon',
  method: 'GET',
  path: '/wps/member/info/icon',
  token: true,
  encrypted: false,
  summary: 'The member’s avatar id (the logged-in panel’s icon).',
  request: NoInput,
  response: Type.Object({ avatar: Type.String() }),
});

export const setMemberIcon = defineEndpoint({
  id: 'member.setIcon',
  method: 'POST',
  path: '/wps/member/info/icon',
  token: true,
  encrypted: false,
  summary: 'Choose one of the built-in avatars.',
  request: Type.Object(
    { avatar: Type.Union(AVATAR_IDS.map((a) => Type.Literal(a))) },
    { additionalProperties: false },
  ),
  response: Type.Object({ avatar: Type.String() }),
});

export const startTotpSetup = defineEndpoint({
  id: 'member.totpSetup',
  method: 'POST',
  path: '/wps/member/totp/setup',
  token: true,
  encrypted: false,
  summary: 'Start enrolling an authenticator app: a new secret and its QR code.',
  request: NoInput,
  response: Type.Object({
    /** otpauth:// URI. */
    uri: Type.String(),
    /** The secret in base32, for typing by hand. */
    secret: Type.String(),
    /** The URI as a QR code, `data:image/png;base64,...`. */
    qrCode: Type.String(),
  }),
});

export const confirmTotp = defineEndpoint({
  id: 'member.totpConfirm',
  method: 'POST',
  path: '/wps/member/totp/confirm',
  token: true,
  encrypted: true,
  summary: 'Turn two-factor on (a code from the app) or off (the password).',
  request: Type.Object(
    {
      enable: Type.Boolean(),
      /** A current code from the app, to turn it on. */
      code: Type.Optional(Type.String({ maxLength: 12 })),
      /** The password, to turn it off. */
      password: Type.Optional(Type.String({ maxLength: 128 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ totpEnabled: Type.Boolean() }),
});

export const memberEndpoints = [
  register,
  registerMobile,
  getMemberInfo,
  changePassword,
  forgotPasswordByEmail,
  resetPasswordByEmail,
  resetPasswordByPhone,
  getPlayerAvatar,
  getMemberIcon,
  setMemberIcon,
  startTotpSetup,
  confirmTotp,
] as const;
