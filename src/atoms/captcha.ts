import { atom, type PrimitiveAtom } from 'jotai';
import { isCallError } from '../api/call-error';
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

/**
 * The platform hands a client one captcha a second; the portal keeps that pace itself (with a
 * little to spare for requests that travel at different speeds), so a form opened right after
 * another waits a moment instead of being refused.
 */
const CAPTCHA_SPACING_MS = 1_100;

/** When this portal's next captcha may be asked for; forms reserve their turn before asking. */
const nextCaptchaTurnAtom = atom(0);

/** The longest wait for a captcha the platform asks for before one more try (it allows one a second). */
const MAX_CAPTCHA_WAIT_MS = 5_000;

/** How long the platform asks to wait, when it refused the captcha for coming too soon after another. */
function captchaWaitMs(err: unknown): number | undefined {
  if (!isCallError(err) || err.code !== 'RATE_LIMITED') return undefined;
  const asked = (err.value as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return Math.min(typeof asked === 'number' && asked > 0 ? asked : 1_000, MAX_CAPTCHA_WAIT_MS);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetch a new captcha for a form (after a wrong answer, on a click, when first shown). A form
 * opened right after another one (the login popup, then the register page) takes the next
 * turn in the portal's one-a-second pace; should the platform still refuse (another tab asked
 * first), it waits the time the platform names and asks once more, rather than showing no
 * captcha.
 */
export const refreshCaptchaAtom = atom(null, async (get, set, form: CaptchaForm) => {
  const state = captchaAtom(form);
  set(state, { ...get(state), loading: true, failed: false });
  const turn = Math.max(Date.now(), get(nextCaptchaTurnAtom));
  set(nextCaptchaTurnAtom, turn + CAPTCHA_SPACING_MS);
  if (turn > Date.now()) await sleep(turn - Date.now());
  const fetchCaptcha = () => get(apiClientAtom).call(getCaptcha, {}, { module: 'captcha' });
  try {
    let answer;
    try {
      answer = await fetchCaptcha();
    } catch (err) {
      const wait = captchaWaitMs(err);
      if (wait === undefined) throw err;
      await sleep(wait);
      answer = await fetchCaptcha();
    }
    set(state, { captchaId: answer.captchaId, image: answer.image, loading: false, failed: false });
  } catch {
    set(state, { loading: false, failed: true });
  }
});
