import fs from 'node:fs';
import path from 'node:path';
import { listWhitelabels } from '../../server/site-files/read-whitelabel';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 20_000 });

export const port = Number(process.env.E2E_PORT ?? 8191);
export const origin = (merchant: string) => `http://${merchant}.localhost:${port}`;
/** The whitelabels folder the platform under test serves: a shard's own copy (scripts/e2e-shards.ts). */
export const servedWhitelabelsDir = path.resolve(process.env.E2E_WHITELABELS_DIR ?? 'whitelabels');
/** The whitelabels that folder holds (each with a site.json), by code. */
export const servedWhitelabels = listWhitelabels(servedWhitelabelsDir);
/** One of a served whitelabel's JSON files (site.json, theme.json) as it is on disk now. */
export function servedJson<T>(code: string, file: string): T {
  return JSON.parse(fs.readFileSync(path.join(servedWhitelabelsDir, code, file), 'utf8')) as T;
}

let seq = 0;
/** A fresh valid username (letter first, 6-16 letters and digits). */
export function newUsername(prefix = 'e2e'): string {
  seq += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${seq}`;
}

/** A fresh Philippine mobile number. */
export function newMobile(): string {
  return `917${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;
}

/** The answer of the captcha the page shows now (the platform's dev outbox remembers what it drew). */
export async function captchaAnswer(page: Page, captchaId: string): Promise<string> {
  const res = await page.request.get(`/__dev/captcha/${captchaId}`);
  const { answer } = (await res.json()) as { answer: string | null };
  if (!answer) throw new Error(`no answer for captcha ${captchaId}`);
  return answer;
}

/** Wait for the next captcha the page loads and answer with it. */
export function nextCaptcha(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => r.url().includes('/wps/captcha') && r.status() === 200)
    .then(async (r) => ((await r.json()) as { value: { captchaId: string } }).value.captchaId)
    .then((id) => captchaAnswer(page, id));
}

/** The newest 6-digit code sent by SMS to +<dialing><mobile>. */
export async function smsCode(page: Page, to: string): Promise<string> {
  for (let i = 0; i < 40; i += 1) {
    const res = await page.request.get(`/__dev/sms?to=${encodeURIComponent(to)}`);
    const rows = (await res.json()) as { body: string }[];
    const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
    if (code) return code;
    await page.waitForTimeout(100);
  }
  throw new Error(`no SMS to ${to}`);
}

/** The newest mail the SMTP sink received for an address. */
export async function mailTo(page: Page, address: string): Promise<{ subject: string; body: string }> {
  for (let i = 0; i < 60; i += 1) {
    const res = await page.request.get(`/__dev/mail?to=${encodeURIComponent(address)}`);
    const rows = (await res.json()) as { subject: string; body: string }[];
    if (rows[0]) return rows[0];
    await page.waitForTimeout(100);
  }
  throw new Error(`no mail to ${address}`);
}

/** Sign out through the logged-in panel and its confirm dialog. */
export async function signOut(page: Page): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to sign out?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('header').getByRole('button', { name: 'Register' })).toBeVisible();
}

/** The input labelled `label` in `scope` (a show-password button may carry the same words). */
export const inputField = (scope: Locator, label: RegExp) =>
  scope.getByLabel(label).and(scope.locator('input'));

/**
 * Set the member's payment password in the member centre's My account page (open in `centre`),
 * confirmed with the login password, and wait until it is saved.
 */
export async function setPaymentPassword(centre: Locator, loginPassword: string, paymentPassword: string) {
  const form = centre.getByRole('form', { name: 'Payment password' });
  await inputField(form, /^Login password/).fill(loginPassword);
  await inputField(form, /^New payment password/).fill(paymentPassword);
  await inputField(form, /^Confirm payment password/).fill(paymentPassword);
  await form.getByRole('button', { name: 'Set payment password' }).click();
  await expect(form.getByText('Your payment password is saved.')).toBeVisible();
}

/**
 * Register a new player through the /register form of `merchant` (username, password twice,
 * captcha, terms) and wait for the home page; answers the username.
 */
export async function registerThroughForm(
  page: Page,
  opts: { merchant?: string; prefix?: string; password: string },
): Promise<string> {
  const merchant = opts.merchant ?? 'aurora';
  const username = newUsername(opts.prefix);
  const captcha = nextCaptcha(page);
  await page.goto(`${origin(merchant)}/register`);
  const form = page.getByRole('form', { name: 'Register' });
  await inputField(form, /^Username/).fill(username);
  await inputField(form, /^Password/).fill(opts.password);
  await inputField(form, /^Confirm password/).fill(opts.password);
  await inputField(form, /^Captcha/).fill(await captcha);
  // A notice can open over the form between Playwright's hit test and its click; the page's
  // notice handler closes it, and the check is made again until the box is really ticked.
  await expect(async () => {
    await form.getByRole('checkbox').check({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`${origin(merchant)}/`);
  return username;
}
