import { expect as baseExpect, type Page } from '@playwright/test';
import { PNG_BYTES } from '../support/multipart';
import { registerThroughForm } from './accounts-support';
import { ops } from './ops';
import { test } from './support';

/**
 * KYC in Chromium against the real platform: on a site that verifies identity before the first
 * withdrawal, a new player is sent from the withdraw page to the verification page, uploads a
 * document and sees it waiting; an operator rejects it through the ops CLI and the player reads
 * the reason; a new document is approved and the withdraw page lets the player go on.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Secret123!';

async function openCentrePage(page: Page, name: string) {
  await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('navigation', { name: 'Member centre' }).getByRole('button', { name }).click();
  return centre;
}

async function sendDocument(page: Page, name: string) {
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const form = centre.getByRole('form', { name: 'Send documents' });
  await form.getByLabel('What do they prove?').selectOption({ label: 'Proof of identity' });
  await form.getByLabel(/^Files/).setInputFiles({ name, mimeType: 'image/png', buffer: PNG_BYTES });
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(form.getByText('Sent. We will review your documents.')).toBeVisible();
}

test('a player sends an identity document, sees it waiting, rejected with a reason, then approved; the first withdrawal waits for it', async ({
  page,
}) => {
  await ops(page.request, 'settings', 'aurora', 'set', 'kyc', '{"requiredBeforeFirstWithdrawal":true}');
  try {
    const username = await registerThroughForm(page, { prefix: 'kyc', password: PASSWORD });

    // The withdraw page says why it cannot be used yet and leads to the verification page.
    let centre = await openCentrePage(page, 'Withdraw');
    await expect(centre.getByRole('heading', { name: 'Verify your identity to withdraw' })).toBeVisible();
    await expect(
      centre.getByText('This site needs to verify your identity before your first withdrawal.'),
    ).toBeVisible();
    await centre.getByRole('button', { name: 'Send my documents' }).click();
    const status = centre.getByRole('region', { name: 'Identity verification' });
    await expect(status.getByText('Not verified')).toBeVisible();

    await sendDocument(page, 'passport.png');
    await expect(status.getByText('Waiting for review')).toBeVisible();
    const sent = centre.getByRole('region', { name: 'Documents sent' });
    await expect(sent.getByText('passport.png')).toBeVisible();

    // An operator rejects it with a reason; the player reads it after coming back.
    await ops(
      page.request,
      'kyc',
      'reject',
      'aurora',
      username,
      '--reason',
      'The photo is blurred',
      '--by',
      'e2e',
    );
    await page.reload();
    centre = await openCentrePage(page, 'Verify identity');
    await expect(status.getByText('Rejected')).toBeVisible();
    await expect(status.getByText('Reason: The photo is blurred')).toBeVisible();

    await sendDocument(page, 'passport-clear.png');
    await expect(status.getByText('Waiting for review')).toBeVisible();
    await ops(page.request, 'kyc', 'approve', 'aurora', username, '--by', 'e2e');
    await page.reload();
    centre = await openCentrePage(page, 'Verify identity');
    await expect(status.getByText('Approved')).toBeVisible();
    await expect(centre.getByRole('form', { name: 'Send documents' })).toHaveCount(0);

    // Verified: the withdraw page goes on to its next step.
    await centre
      .getByRole('navigation', { name: 'Member centre' })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await expect(centre.getByText('Set a payment password first')).toBeVisible();
    await expect(centre.getByRole('heading', { name: 'Verify your identity to withdraw' })).toHaveCount(0);
  } finally {
    await ops(page.request, 'settings', 'aurora', 'set', 'kyc', '{}');
  }
});

test('the verify identity page fits a phone: its cards, the kind picker and the file field stay inside the screen', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerThroughForm(page, { prefix: 'kycp', password: PASSWORD });
  const centre = await openCentrePage(page, 'Verify identity');
  const form = centre.getByRole('form', { name: 'Send documents' });
  await expect(form).toBeVisible();
  await page.setViewportSize({ width: 375, height: 780 });
  await expect
    .poll(() =>
      form.evaluate((f) => {
        const right = f.getBoundingClientRect().right;
        return [...f.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > right + 0.5)
          .length;
      }),
    )
    .toBe(0);
  expect((await form.boundingBox())!.x + (await form.boundingBox())!.width).toBeLessThanOrEqual(375);
  expect(consoleErrors).toEqual([]);
});
