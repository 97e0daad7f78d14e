import { atom, type PrimitiveAtom } from 'jotai';
import { getCaptcha } from '../api/endpoints';
import { apiClientAtom } from './api';

export interface CaptchaState {
  captchaId?: string;
  image?: string;
  loading: boolean;
  failed: boolean;
}

export type CaptchaForm = 'login' | 'register' | 'loginHeader';

const states = new Map<CaptchaForm, PrimitiveAtom<CaptchaState>>();

/** The captcha a form shows; each form has its own. */
export function captchaAtom(form: CaptchaForm): PrimitiveAtom<CaptchaState> {
  let a = states.get(form);
  if (!a) {
    a = atom<CaptchaState>({ loading: false, failed: false });
    states.set(form, a);
  }
  return a;
}

/** Fetch a new captcha for a form (after a wrong answer, on a click, when first shown). */
export const refreshCaptchaAtom = atom(null, async (get, set, form: CaptchaForm) => {
  const state = captchaAtom(form);
  set(state, { ...get(state), loading: true, failed: false });
  try {
    const { captchaId, image } = await get(apiClientAtom).call(getCaptcha, {}, { module: 'captcha' });
    set(state, { captchaId, image, loading: false, failed: false });
  } catch {
    set(state, { loading: false, failed: true });
  }
});
