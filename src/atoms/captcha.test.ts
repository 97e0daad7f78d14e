import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { CallError } from '../api/call-error';
import { getCaptcha } from '../api/endpoints';
import { createFakeApiClient } from '../api/fake-client';
import { apiClientAtom } from './api';
import { captchaAtom, refreshCaptchaAtom } from './captcha';

/** A platform that answers the captcha calls with `answers` in turn. */
function storeAnswering(answers: (() => { captchaId: string; image: string })[]) {
  let calls = 0;
  const api = createFakeApiClient().on(getCaptcha, () => {
    const next = answers[calls] ?? answers.at(-1);
    calls += 1;
    if (!next) throw new Error('no answer');
    return next();
  });
  const store = createStore();
  store.set(apiClientAtom, api);
  return { store, calls: () => calls };
}

const tooSoon = () => {
  throw new CallError('RATE_LIMITED', 'Too many requests', 429, [], { retryAfterMs: 30 });
};
const captcha = () => ({ captchaId: 'c1', image: 'data:image/svg+xml;base64,AA==' });

describe('refreshCaptchaAtom', () => {
  it('asks once more after the wait the platform names when a captcha came too soon after another', async () => {
    const { store, calls } = storeAnswering([tooSoon, captcha]);
    await store.set(refreshCaptchaAtom, 'register');
    expect(calls()).toBe(2);
    expect(store.get(captchaAtom('register'))).toMatchObject({
      captchaId: 'c1',
      loading: false,
      failed: false,
    });
  });

  it('shows the failure when the second try is refused too, and does not ask a third time', async () => {
    const { store, calls } = storeAnswering([tooSoon, tooSoon, captcha]);
    await store.set(refreshCaptchaAtom, 'login');
    expect(calls()).toBe(2);
    expect(store.get(captchaAtom('login'))).toMatchObject({ loading: false, failed: true });
  });

  it('keeps the platform’s one-a-second pace itself: a second form waits its turn instead of being refused', async () => {
    const asked: number[] = [];
    const api = createFakeApiClient().on(getCaptcha, () => {
      asked.push(Date.now());
      return captcha();
    });
    const store = createStore();
    store.set(apiClientAtom, api);
    await Promise.all([
      store.set(refreshCaptchaAtom, 'loginHeader'),
      store.set(refreshCaptchaAtom, 'register'),
    ]);
    expect(asked).toHaveLength(2);
    expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(1_000);
    expect(store.get(captchaAtom('register'))).toMatchObject({
      captchaId: 'c1',
      loading: false,
      failed: false,
    });
  });

  it('does not ask again after any other failure', async () => {
    const { store, calls } = storeAnswering([
      () => {
        throw new CallError('INTERNAL', 'broken', 500);
      },
      captcha,
    ]);
    await store.set(refreshCaptchaAtom, 'loginHeader');
    expect(calls()).toBe(1);
    expect(store.get(captchaAtom('loginHeader'))).toMatchObject({ loading: false, failed: true });
  });
});
