import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { RequestOf } from '@schemas/api/endpoint';
import type { RealityCheckAnswer } from '@schemas/api/protection-session-rules';
import { answerRealityCheck, getPlaySession, setSessionSettings } from '../api/endpoints';
import { clearSessionAtom } from './auth';
import { apiClientAtom } from './api';
import { openDialogAtom } from './dialog';
import { sessionAtom } from './session';
import { moneyVersionAtom } from './wallet';

const TRIAL_TYPE = 4;

/**
 * The member's play session as the platform keeps it (start, net result, next reality check,
 * session limit), refreshed after money moves; null for visitors and trial accounts.
 */
export const playSessionAtom = atomWithRefresh(async (get, { signal }) => {
  get(moneyVersionAtom);
  const session = get(sessionAtom);
  if (!session?.token || session.isAgent === TRIAL_TYPE) return null;
  return get(apiClientAtom).call(getPlaySession, {}, { signal, module: 'protection' });
});

/** Choose the reality-check interval and the session time limit. */
export const setSessionSettingsAtom = atom(
  null,
  async (get, set, input: RequestOf<typeof setSessionSettings>) => {
    const answer = await get(apiClientAtom).call(setSessionSettings, input, { module: 'protection' });
    // "Saved" shows with the session's new end, not a moment before it.
    set(playSessionAtom);
    await get(playSessionAtom);
    return answer;
  },
);

/** Answer a reality check: continue (the next one is armed) or log out (this session ends here too). */
export const answerRealityCheckAtom = atom(null, async (get, set, answer: RealityCheckAnswer) => {
  const state = await get(apiClientAtom).call(answerRealityCheck, { answer }, { module: 'protection' });
  if (answer === 'log-out') set(clearSessionAtom);
  else set(playSessionAtom);
  return state;
});

const limitNoticeUpAtom = atom(false);

/**
 * The platform ended the session at the member's session time limit (any call can be the one
 * that finds it): say so once, however many calls were refused together.
 */
export const sessionLimitReachedAtom = atom(null, async (get, set) => {
  set(clearSessionAtom);
  if (get(limitNoticeUpAtom)) return;
  set(limitNoticeUpAtom, true);
  await set(openDialogAtom, {
    icon: 'info',
    title: i18n._(msg`Session time limit reached`),
    text: i18n._(
      msg`You reached the session time limit you set, so you have been logged out. You can change the limit on the responsible-gaming page.`,
    ),
  });
  set(limitNoticeUpAtom, false);
});
