import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';
import { LoginResult } from './session';

export const SocialProvider = Type.Object({
  /** Stable id used in calls (e.g. `google`, `line`). */
  id: Type.String(),
  /** The name shown on the button. */
  name: Type.String(),
});

export const listSocialProviders = defineEndpoint({
  id: 'social.providers',
  method: 'GET',
  path: '/wps/session/social/providers',
  token: false,
  encrypted: false,
  summary: 'The OpenID Connect providers players may sign in with (SOCIALLOGIN3); none when off.',
  request: NoInput,
  response: Type.Array(SocialProvider),
});

export const startSocialLogin = defineEndpoint({
  id: 'social.start',
  method: 'GET',
  path: '/wps/session/social/start',
  token: false,
  encrypted: false,
  summary:
    'Begin a sign-in with a provider: the authorisation URL to send the browser to (state, nonce, PKCE).',
  request: Type.Object(
    { provider: Type.String({ pattern: '^[a-z0-9-]{1,32}$' }) },
    { additionalProperties: false },
  ),
  response: Type.Object({ url: Type.String() }),
});

export const completeSocialLogin = defineEndpoint({
  id: 'social.complete',
  method: 'POST',
  path: '/wps/session/social/complete',
  token: false,
  encrypted: true,
  summary: 'Exchange the one-time ticket the callback put in the page address for a session.',
  request: Type.Object(
    { ticket: Type.String({ minLength: 16, maxLength: 128 }) },
    { additionalProperties: false },
  ),
  response: LoginResult,
});

export const completeSocialSignUp = defineEndpoint({
  id: 'social.signUp',
  method: 'POST',
  path: '/wps/session/social/signup',
  token: false,
  encrypted: true,
  summary:
    'R4.12: finish the social sign-up of a new player on a site that verifies phones (REGMOBVERF3). The SMS code (sent as for registration) is verified first; a wrong one aborts and creates nothing. Then the account is made with the number and logged in.',
  request: Type.Object(
    {
      /** The one-time ticket the callback put in the page address (`socialSignUp`). */
      ticket: Type.String({ minLength: 16, maxLength: 128 }),
      countryDialingCode: Type.String({ minLength: 1, maxLength: 8 }),
      mobileNum: Type.String({ minLength: 1, maxLength: 20 }),
      verificationCode: Type.String({ minLength: 1, maxLength: 12 }),
    },
    { additionalProperties: false },
  ),
  response: LoginResult,
});

export const socialEndpoints = [
  listSocialProviders,
  startSocialLogin,
  completeSocialLogin,
  completeSocialSignUp,
] as const;
