// Shared by the house game pages: the API, money, words and the link to the portal frame.
import { WORDS } from './house-words.js';

const params = new URLSearchParams(location.search);
export const ticket = params.get('ticket') ?? '';
export const lang = (params.get('lang') ?? document.documentElement.lang ?? 'EN').toUpperCase();

const LOCALES = { EN: 'en', CN: 'zh-CN', VI: 'vi', TH: 'th', JA: 'ja', TY: 'fil', ID: 'id' };
const words = WORDS[lang] ?? WORDS.EN;
export const t = (key) => words[key] ?? WORDS.EN[key] ?? key;

/** Words of one game's page, by language, added to the shared ones. */
export function addWords(byLang) {
  Object.assign(WORDS.EN, byLang.EN);
  if (words !== WORDS.EN) Object.assign(words, byLang[lang]);
}
document.documentElement.lang = LOCALES[lang] ?? 'en';

/** Fill every [data-t] element with its word. */
export function translatePage() {
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.getAttribute('data-t'));
}

let currency = 'USD';
export function setCurrency(code) {
  currency = code;
}
/** Minor units to text: two decimals, grouped, in the page's language. */
export function money(minor) {
  return new Intl.NumberFormat(LOCALES[lang] ?? 'en', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

export class ApiFailure extends Error {
  constructor(code, message, value) {
    super(message);
    this.code = code;
    this.value = value;
  }
}

/** Call the platform: JSON envelope in, value out; failures as ApiFailure. */
export async function api(method, path, input) {
  return (await apiCall(method, path, input)).value;
}

/**
 * Call the platform and say whether the answer is a replay: a money call sent again with
 * the same round id is answered with its first result (`replayed`). No answer at all
 * (the connection dropped, or what came back is not the platform's envelope) is NETWORK:
 * the call may or may not have happened, and sending it again with the same id tells.
 */
export async function apiCall(method, path, input) {
  const headers = { 'x-module': 'house' };
  const wl = params.get('wl');
  if (wl) headers['x-whitelabel'] = wl;
  let url = path;
  const init = { method, headers };
  if (method === 'GET') url += `?${new URLSearchParams(input ?? {}).toString()}`;
  else {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(input ?? {});
  }
  let res;
  try {
    res = await fetch(url, init);
  } catch {
    throw new ApiFailure('NETWORK', t('network'));
  }
  const body = await res.json().catch(() => null);
  if (!body || typeof body.success !== 'boolean') throw new ApiFailure('NETWORK', t('network'));
  if (!body.success) throw new ApiFailure(body.code, body.message || t('error'), body.value);
  return { value: body.value, replayed: body.replayed === true };
}

/** A fresh id for a round, so a retried request never plays twice. */
export function newRoundId() {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Tell the portal around the frame that the balance changed. */
export function announceBalance(balance, wallet) {
  if (window.parent !== window)
    window.parent.postMessage({ type: 'tessera:balance', balance, wallet }, location.origin);
}

/**
 * Run `refresh` when the portal around the frame moved the member's money (a transfer into
 * this game's wallet from its "move money" button), so the balance shown is the wallet's.
 */
export function onMoneyMoved(refresh) {
  window.addEventListener('message', (e) => {
    if (e.origin !== location.origin || e.source !== window.parent) return;
    if (e.data?.type === 'tessera:money-moved') refresh();
  });
}

/** A message for a failed call, in the page's language when the code is a known one. */
export function failureText(err) {
  if (err?.code === 'INSUFFICIENT_FUNDS') return t('funds');
  if (err?.code === 'SESSION_EXPIRED' || err?.code === 'UNAUTHENTICATED') return t('expired');
  // The platform's refusal is in English; standing alone the page says it in its own words.
  if (err?.code === 'PLAYER_LIMIT') return t('limit');
  if (err?.code === 'VALIDATION' && Number.isInteger(err.value?.minStake))
    return t('minStake').replace('{amount}', money(err.value.minStake));
  return err?.message || t('error');
}

const EXPLAIN_WAIT_MS = 1500;
let explainCount = 0;

/**
 * A failed call explained by the portal around the frame, through its message catalogs in
 * the member's language (which limit, when it resets). Standing alone, or when the portal
 * does not answer in time, the page's own words (failureText) are used.
 */
export function explainFailure(err) {
  const fallback = failureText(err);
  if (window.parent === window || !err?.code) return Promise.resolve(fallback);
  const id = `x${++explainCount}`;
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(fallback), EXPLAIN_WAIT_MS);
    function finish(text) {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(text);
    }
    function onMessage(e) {
      if (e.origin !== location.origin || e.source !== window.parent) return;
      if (e.data?.type === 'tessera:explained' && e.data.id === id)
        finish(typeof e.data.text === 'string' && e.data.text ? e.data.text : fallback);
    }
    window.addEventListener('message', onMessage);
    window.parent.postMessage(
      { type: 'tessera:explain', id, code: err.code, message: err.message, value: err.value ?? null },
      location.origin,
    );
  });
}

export const $ = (id) => document.getElementById(id);
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') node.className = v;
    else node.setAttribute(k, v);
  }
  for (const c of children) node.append(c);
  return node;
}
