import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';
import { SOURCES_OF_INCOME } from './wallet-rules';

export const Profile = Type.Object({
  nickname: Type.String(),
  /** `YYYY-MM-DD`; set once, then only customer service changes it. */
  birthday: Type.Optional(Type.String()),
  /** Set once, then only customer service changes it. */
  idNumber: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
  /** ISO 3166 alpha-2 country code. */
  nationality: Type.Optional(Type.String()),
  occupation: Type.Optional(Type.String()),
  sourceOfIncome: Type.Optional(Type.Union(SOURCES_OF_INCOME.map((s) => Type.Literal(s)))),
  /** Telegram username, without @. */
  telegram: Type.Optional(Type.String()),
  /** Zalo phone number. */
  zalo: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  /** A new e-mail waiting for the code sent to it (confirmEmailChange); `email` is still in force. */
  pendingEmail: Type.Optional(Type.String()),
  /** Masked (`+63 ••• ••• 4567`). */
  mobile: Type.Optional(Type.String()),
  /** Fields the member can no longer change themselves. */
  locked: Type.Array(Type.String()),
  /** Changing the e-mail needs the login password (members who have one). */
  hasPassword: Type.Boolean(),
});

export const getProfile = defineEndpoint({
  id: 'profile.get',
  method: 'GET',
  path: '/wps/member/profile',
  token: true,
  encrypted: false,
  summary:
    'The member’s profile fields (spec §3): nickname, birthday, ID number, address, nationality, occupation, source of income, Telegram, Zalo, e-mail, mobile.',
  request: NoInput,
  response: Profile,
});

export const updateProfile = defineEndpoint({
  id: 'profile.update',
  method: 'POST',
  path: '/wps/member/profile',
  token: true,
  encrypted: false,
  summary:
    'Change profile fields; each is checked and named when refused. Only the fields sent change; an empty text clears an optional field. A new e-mail needs the login password and takes effect only when the code sent to it is confirmed (pendingEmail until then).',
  request: Type.Object(
    {
      nickname: Type.Optional(Type.String({ maxLength: 100 })),
      birthday: Type.Optional(Type.String({ maxLength: 20 })),
      idNumber: Type.Optional(Type.String({ maxLength: 60 })),
      address: Type.Optional(Type.String({ maxLength: 400 })),
      nationality: Type.Optional(Type.String({ maxLength: 4 })),
      occupation: Type.Optional(Type.String({ maxLength: 120 })),
      sourceOfIncome: Type.Optional(Type.String({ maxLength: 20 })),
      telegram: Type.Optional(Type.String({ maxLength: 64 })),
      zalo: Type.Optional(Type.String({ maxLength: 32 })),
      email: Type.Optional(Type.String({ maxLength: 254 })),
      /** The login password, to change the e-mail. */
      password: Type.Optional(Type.String({ maxLength: 128 })),
    },
    { additionalProperties: false },
  ),
  response: Profile,
});

export const sendMobileBindCode = defineEndpoint({
  id: 'profile.mobileCode',
  method: 'POST',
  path: '/wps/member/profile/mobile/code',
  token: true,
  encrypted: false,
  summary: 'Send a code by SMS to a new mobile number the member wants to link.',
  request: Type.Object(
    {
      countryDialingCode: Type.String({ pattern: '^[0-9]{1,4}$' }),
      mobileNum: Type.String({ maxLength: 20 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ expiredMinutes: Type.Integer() }),
});

export const bindMobile = defineEndpoint({
  id: 'profile.bindMobile',
  method: 'POST',
  path: '/wps/member/profile/mobile',
  token: true,
  encrypted: false,
  summary:
    'Link the new mobile number with the code sent to it (it replaces the old one for SMS login and reset).',
  request: Type.Object(
    {
      countryDialingCode: Type.String({ pattern: '^[0-9]{1,4}$' }),
      mobileNum: Type.String({ maxLength: 20 }),
      verificationCode: Type.String({ maxLength: 10 }),
    },
    { additionalProperties: false },
  ),
  response: Profile,
});

export const confirmEmailChange = defineEndpoint({
  id: 'profile.confirmEmail',
  method: 'POST',
  path: '/wps/member/profile/email',
  token: true,
  encrypted: false,
  summary:
    'Confirm the new e-mail (pendingEmail) with the code sent to it: it replaces the old address, which is told of the change.',
  request: Type.Object({ verificationCode: Type.String({ maxLength: 10 }) }, { additionalProperties: false }),
  response: Profile,
});

export const profileEndpoints = [
  getProfile,
  updateProfile,
  confirmEmailChange,
  sendMobileBindCode,
  bindMobile,
] as const;
