import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import { asyncState } from './async';
import {
  completeSocialLogin,
  completeSocialSignUp,
  listSocialProviders,
  startSocialLogin,
} from '../api/endpoints';
import { apiClientAtom } from './api';
import { applyLoginResultAtom } from './auth';
import { flagsAtom } from './site';

/** The merchant's social sign-in providers (SOCIALLOGIN3); none when off. */
export const socialProvidersAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(flagsAtom).has('SOCIALLOGIN3')) return [];
  return get(apiClientAtom).call(listSocialProviders, {}, { signal, module: 'login' });
});
const providersState = asyncState(socialProvidersAtom);
/** The providers without suspending: empty until they arrive or when the call fails. */
export const socialProvidersValueAtom = atom((get) => {
  const l = get(providersState);
  return l.state === 'hasData' ? l.data : [];
});

/** Where to send the browser to sign in with a provider. */
export const startSocialLoginAtom = atom(null, async (get, _set, provider: string) => {
  const { url } = await get(apiClientAtom).call(startSocialLogin, { provider }, { module: 'login' });
  return url;
});

/** Trade the callback's one-time ticket for a session. */
export const completeSocialLoginAtom = atom(null, async (get, set, ticket: string) => {
  const result = await get(apiClientAtom).call(completeSocialLogin, { ticket }, { module: 'login' });
  set(applyLoginResultAtom, result);
  return result;
});

/**
 * Finish a new player's social sign-up with a verified phone (R4.12): the SMS code is
 * checked first on the platform, and only then is the account made and logged in.
 */
export const completeSocialSignUpAtom = atom(
  null,
  async (
    get,
    set,
    input: { ticket: string; countryDialingCode: string; mobileNum: string; verificationCode: string },
  ) => {
    const result = await get(apiClientAtom).call(completeSocialSignUp, input, { module: 'login' });
    set(applyLoginResultAtom, result);
    return result;
  },
);
