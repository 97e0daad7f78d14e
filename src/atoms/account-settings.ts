import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import { asyncState } from './async';
import { getCountries, getRegisterSettings, getValidationSettings } from '../api/endpoints';
import { apiClientAtom } from './api';

/** The registration form's field rules (spec §3, §5), from the platform. */
export const registerSettingsAtom = atomWithRefresh(async (get, { signal }) =>
  get(apiClientAtom).call(getRegisterSettings, {}, { signal, module: 'register' }),
);

/** Rules the login, forgot-password and change-password forms share. */
export const validationSettingsAtom = atomWithRefresh(async (get, { signal }) =>
  get(apiClientAtom).call(getValidationSettings, {}, { signal, module: 'account' }),
);

/** Countries and dialing codes for the phone picker, with the merchant's defaults. */
export const countriesAtom = atomWithRefresh(async (get, { signal }) =>
  get(apiClientAtom).call(getCountries, {}, { signal, module: 'account' }),
);

const registerSettingsState = asyncState(registerSettingsAtom);
const validationSettingsState = asyncState(validationSettingsAtom);
const countriesState = asyncState(countriesAtom);

/** The same values without suspending: null until they arrive (forms render at once). */
export const registerSettingsValueAtom = atom((get) => {
  const l = get(registerSettingsState);
  return l.state === 'hasData' ? l.data : null;
});
/** Whether the registration rules could not be loaded (the form offers a retry). */
export const registerSettingsFailedAtom = atom((get) => get(registerSettingsState).state === 'hasError');
export const validationSettingsValueAtom = atom((get) => {
  const l = get(validationSettingsState);
  return l.state === 'hasData' ? l.data : null;
});
export const countriesValueAtom = atom((get) => {
  const l = get(countriesState);
  return l.state === 'hasData' ? l.data : null;
});
