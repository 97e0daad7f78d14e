import { expect as baseExpect, type Page } from '@playwright/test';
import { inputField, origin, setPaymentPassword } from './accounts-support';
import { ops } from './ops';

/**
 * Steps a real-money player takes before a reward can be earned, as the player takes them in
 * the portal (deposit in the member centre, set a payment password, spin the house slot).
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const header = (page: Page) => page.locator('header');

/** The header's balance in minor units ("1,234.50" -> 123450). */
export async function balanceOf(page: Page): Promise<number> {
  const button = header(page).getByRole('button', { name: /^Balance\b/ });
  await expect(button).toHaveText(/\d/);
  return Math.round(Number(((await button.textContent()) ?? '').replace(/[^\d.]/g, '')) * 100);
}

/** Deposit `amount` through the member centre's instant channel; the centre is closed after. */
export async function depositInstantly(page: Page, amount: string): Promise<void> {
  await header(page).getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const form = centre.getByRole('form', { name: 'Deposit' });
  await form.getByRole('radio', { name: /Demo instant/ }).check();
  await inputField(form, /^Amount/).fill(amount);
  await form.getByRole('button', { name: 'Deposit now' }).click();
  await expect(form.getByText(`${amount} was added to your main wallet.`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
}

/** Set the payment password in the member centre's My account page; the centre is closed after. */
export async function setPaymentPasswordInCentre(page: Page, loginPassword: string, paymentPassword: string) {
  await header(page).getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre
    .getByRole('navigation', { name: 'Member centre' })
    .getByRole('button', { name: 'My account' })
    .click();
  await setPaymentPassword(centre, loginPassword, paymentPassword);
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
}

/**
 * Play `rounds` real-money rounds of `stake` (e.g. "10.00") on aurora's first house slot, each
 * spin waited for until the slot lists it, then go back to the page the player came from.
 */
export async function playHouseSlot(page: Page, rounds: number, stake: string): Promise<void> {
  const back = page.url();
  await page.goto(`${origin('aurora')}/rng?page=TSR`);
  const game = page.getByRole('region', { name: 'Slot games' }).getByRole('article').first();
  const name = (await game.getAttribute('aria-label')) as string;
  await game.getByRole('button', { name: `Play ${name}` }).click();
  const slot = page.frameLocator(`iframe[title="${name}"]`);
  await expect(slot.locator('#reels')).toHaveAttribute('data-state', 'stopped');
  // The result shows without the spin: the rounds are what the test needs, not the reels.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await slot.locator('#stake').fill(stake);
  for (let i = 0; i < rounds; i += 1) {
    await slot.getByRole('button', { name: 'Spin' }).click();
    await expect(slot.locator('#history li')).toHaveCount(i + 1);
    await expect(slot.getByRole('button', { name: 'Spin' })).toBeEnabled();
  }
  await page.goto(back);
}

/** A new player of `merchant` (the ops CLI's agent with one downline), logged in on the home page. */
export async function logInNewPlayer(page: Page, merchant: string): Promise<void> {
  const out = await ops(
    page.request,
    'agent',
    'create',
    merchant,
    `np${Date.now().toString(36).slice(-7)}`,
    '--downlines',
    '1',
  );
  const [, name, password] = /downline (\S+), password (\S+)/.exec(out) ?? [];
  if (!name || !password) throw new Error(`no downline in: ${out}`);
  await page.goto(`${origin(merchant)}/`);
  await header(page).getByPlaceholder('Username').fill(name);
  await header(page).getByPlaceholder('Password').fill(password);
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/**
 * Fund the open game's wallet the way its player does: the frame's "Move money to this game"
 * opens the member centre's transfer page, the money moves from main to the game's vendor
 * wallet, and the game shows the new balance once the centre closes.
 */
export async function moveMoneyToTable(page: Page, wallet: string, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'Move money to this game' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const form = centre.getByRole('form', { name: 'Transfer between wallets' });
  await form.getByLabel('From', { exact: true }).selectOption('main');
  await form.getByLabel('To', { exact: true }).selectOption(wallet.replace(/^vendor:/, ''));
  await inputField(form, /^Amount/).fill(amount);
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(centre.getByText(/ moved from Main wallet to /)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
}
