import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { inputField, origin, registerThroughForm } from './accounts-support';
import { ops } from './ops';
import { signInAsNewOperator } from './back-office-support';
import { depositInstantly, playHouseSlot, setPaymentPasswordInCentre } from './player-support';
import { dismissPopupNotices, test } from './support';

/**
 * The point mall's goods from play to delivery, in Chromium against the real platform: a new
 * player earns points on the house slot, redeems a gift twice, a content operator approves one
 * redemption from the back office's Point mall queue and rejects the other with a reason, and
 * the player reads both outcomes and gets the rejected one's points (and the item its stock) back.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 420_000 });

const PASSWORD = 'Secret123!';
const PAYMENT_PASSWORD = '246810';
const ADDRESS = '12 Harbour Road, Springfield';
const REASON = 'This colour sold out at the supplier';

const pointsOf = async (page: Page) => {
  const shown = page.getByTestId('point-balance');
  await expect(shown).toHaveText(/\d/);
  return Number(((await shown.textContent()) ?? '').replace(/\D/g, ''));
};

/** Redeem one of `card`'s item to ADDRESS in the portal: the redemption's reference. */
async function redeemGift(page: Page, card: Locator, name: string): Promise<string> {
  await card.getByRole('button', { name: 'Redeem' }).click();
  const dialog = page.getByRole('dialog', { name: `Redeem ${name}` });
  await inputField(dialog, /^Receiving address/).fill(ADDRESS);
  await inputField(dialog, /^Payment password/).fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  const done = dialog.getByText(/^Redeemed\. We will send it soon\. Reference PR\d+\.$/);
  await expect(done).toBeVisible();
  const reference = /PR\d+/.exec((await done.textContent()) ?? '')?.[0] ?? '';
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return reference;
}

test('R4.30 R3.28 a player earns points, redeems a gift twice; an operator approves one and rejects the other, and the player gets those points back', async ({
  page,
  request,
  consoleErrors,
}) => {
  const name = `Travel cap ${Date.now().toString(36)}`;
  const card = page.getByRole('article', { name });
  let username = '';
  let approved = '';
  let rejected = '';

  await test.step('ops put a 2-point gift with 5 in stock in aurora’s point mall', async () => {
    await ops(
      request,
      'points',
      'item-add',
      'aurora',
      '--type',
      'physical',
      '--name',
      name,
      '--points',
      '2',
      '--stock',
      '5',
      '--max-quantity',
      '1',
    );
  });

  await test.step('a new player deposits, sets a payment password and earns 6 points on the house slot', async () => {
    username = await registerThroughForm(page, { prefix: 'pmq', password: PASSWORD });
    await depositInstantly(page, '100.00');
    await setPaymentPasswordInCentre(page, PASSWORD, PAYMENT_PASSWORD);
    // One point for every 10.00 staked: six rounds of 10.00 earn 6, whatever they win.
    await playHouseSlot(page, 6, '10.00');
    await page.goto(`${origin('aurora')}/pointMall`);
    await expect.poll(() => pointsOf(page)).toBe(6);
  });

  await test.step('the player redeems the gift twice: both wait in process, 4 points spent', async () => {
    await expect(card).toContainText('5 left');
    approved = await redeemGift(page, card, name);
    rejected = await redeemGift(page, card, name);
    expect(rejected).not.toBe(approved);
    await expect.poll(() => pointsOf(page)).toBe(2);
    await expect(card).toContainText('3 left');
    await page.getByRole('tab', { name: 'Redeem history' }).click();
    for (const reference of [approved, rejected]) {
      const row = page.getByRole('article', { name: `${name} ${reference}` });
      await expect(row.getByText('In process', { exact: true })).toBeVisible();
      await expect(row).toContainText(ADDRESS);
    }
  });

  const admin = await page.context().newPage();
  await dismissPopupNotices(admin);
  const queue = admin.getByRole('region', { name: 'Point mall' });
  const rowOf = (reference: string) => queue.getByRole('row').filter({ hasText: reference });

  await test.step('a content operator finds both in the Point mall queue, with where to send them', async () => {
    await signInAsNewOperator(admin, request, 'content');
    await admin.getByRole('button', { name: 'Point mall' }).click();
    for (const reference of [approved, rejected]) {
      const row = rowOf(reference);
      await expect(row).toContainText(username);
      await expect(row).toContainText(`1 × ${name}`);
      await expect(row).toContainText(ADDRESS);
      await expect(row).toContainText('In process');
    }
  });

  await test.step('the operator approves one, after confirming', async () => {
    await rowOf(approved)
      .getByRole('button', { name: `Approve ${approved}` })
      .click();
    const dialog = admin.getByRole('form', { name: `Approve redemption ${approved}` });
    await expect(dialog).toContainText(`${username} redeemed 1 × ${name} for 2 points.`);
    await dialog.getByRole('button', { name: 'Approve redemption' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(approved)).toHaveCount(0);
  });

  await test.step('the operator rejects the other, only with a reason', async () => {
    await rowOf(rejected)
      .getByRole('button', { name: `Reject ${rejected}` })
      .click();
    const dialog = admin.getByRole('form', { name: `Reject redemption ${rejected}` });
    await dialog.getByRole('button', { name: 'Reject redemption' }).click();
    await expect(dialog.getByText('Write the reason the member will read')).toBeVisible();
    await dialog.getByLabel(/^Reason/).fill(REASON);
    await dialog.getByRole('button', { name: 'Reject redemption' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(rejected)).toHaveCount(0);
  });

  await test.step('the queue files each under its decision', async () => {
    await queue.getByLabel('Status').selectOption({ label: 'Approved' });
    await expect(rowOf(approved)).toContainText('Approved');
    await expect(rowOf(rejected)).toHaveCount(0);
    await queue.getByLabel('Status').selectOption({ label: 'Rejected' });
    await expect(rowOf(rejected)).toContainText('Rejected');
    await expect(rowOf(rejected)).toContainText(REASON);
    await expect(rowOf(approved)).toHaveCount(0);
  });

  await test.step('the player reads both outcomes, and the rejected gift’s points and stock are back', async () => {
    await page.bringToFront();
    await page.reload();
    await expect.poll(() => pointsOf(page)).toBe(4);
    await expect(card).toContainText('4 left');
    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const approvedRow = page.getByRole('article', { name: `${name} ${approved}` });
    await expect(approvedRow.getByText('Approved', { exact: true })).toBeVisible();
    const rejectedRow = page.getByRole('article', { name: `${name} ${rejected}` });
    await expect(rejectedRow.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(rejectedRow).toContainText(REASON);
  });
  expect(consoleErrors).toEqual([]);
});
