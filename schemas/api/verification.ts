import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';

export const getCaptcha = defineEndpoint({
  id: 'verification.captcha',
  method: 'GET',
  path: '/wps/captcha',
  token: false,
  encrypted: false,
  summary: 'A fresh captcha image; each answer works once. At most one per second per client.',
  request: NoInput,
  response: Type.Object({
    /** Send back with the answer; a captcha answers once, right or wrong. */
    captchaId: Type.String(),
    /** `data:image/png;base64,...` */
    image: Type.String(),
  }),
});

const Mobile = {
  /** National number, digits only. */
  mobileNum: Type.String({ minLength: 1, maxLength: 20 }),
  /** Dialing code without the plus sign, e.g. `63`. */
  countryDialingCode: Type.String({ pattern: '^[0-9]{1,4}$' }),
};

export const SmsSent = Type.Object({
  /** The code's lifetime; the send button counts down this many minutes and sends nothing meanwhile. */
  expiredMinutes: Type.Integer({ minimum: 1 }),
});

export const sendSmsCode = defineEndpoint({
  id: 'verification.smsNoLogin',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  token: false,
  encrypted: false,
  summary: 'Send a one-time code by SMS to log in or to reset the password (spec §7).',
  request: Type.Object(
    {
      ...Mobile,
      /** What the code will be good for; a code works for nothing else. */
      purpose: Type.Optional(Type.Union([Type.Literal('login'), Type.Literal('reset')])),
      /** Result of a bot check, when the merchant uses one. */
      botCheck: Type.Optional(Type.String({ maxLength: 2048 })),
    },
    { additionalProperties: false },
  ),
  response: SmsSent,
});

export const sendRegisterSmsCode = defineEndpoint({
  id: 'verification.smsRegister',
  method: 'POST',
  path: '/wps/verification/sms/register',
  token: false,
  encrypted: false,
  summary: 'Send a one-time code by SMS for registration (by mobile, or by username with SMS verification).',
  request: Type.Object(
    {
      ...Mobile,
      /** The username being registered, in username mode. */
      username: Type.Optional(Type.String({ maxLength: 64 })),
      botCheck: Type.Optional(Type.String({ maxLength: 2048 })),
    },
    { additionalProperties: false },
  ),
  response: SmsSent,
});

export const verificationEndpoints = [getCaptcha, sendSmsCode, sendRegisterSmsCode] as const;
