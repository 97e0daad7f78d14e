import { expect as baseExpect, type Page } from '@playwright/test';
import { origin } from './accounts-support';
import { ops } from './ops';
import { test } from './support';

/** Logins hash passwords at an OWASP cost: on a busy machine one takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });
// The picture the platform refuses answers 415 on purpose.
test.use({ allowed: [/status of 415/] });

/** A 1x1 PNG, decodable. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const STORY = 'My deposit of fifty took an hour to arrive in the wallet today';

/** A fresh player of the merchant (a downline of a new agent), made through ops. */
async function newPlayer(page: Page, merchant: string): Promise<{ name: string; password: string }> {
  const agent = `fb${Date.now().toString(36).slice(-7)}`;
  const out = await ops(page.request, 'agent', 'create', merchant, agent, '--downlines', '1');
  const m = /downline (\S+), password (\S+)/.exec(out);
  if (!m) throw new Error(`no downline in: ${out}`);
  return { name: m[1] as string, password: m[2] as string };
}

function ticketId(text: string): string {
  const id = /FB-\d{6}-(\d+)/.exec(text)?.[1];
  if (!id) throw new Error(`no ticket in "${text}"`);
  return id;
}

test('R1.16 a visitor sends feedback with a contact; too few words are refused before anything is sent', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('jade')}/feedback`);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback and complaints' })).toBeVisible();
  const sent: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('feedback') && sent.push(r.url()));

  await page.getByLabel('What happened?').fill('Too slow');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Write at least 5 words.')).toBeVisible();
  await expect(page.getByText('Leave an e-mail address or phone number.')).toBeVisible();
  expect(sent).toEqual([]);

  await page.getByLabel('Question type').selectOption({ label: 'Deposit' });
  await page.getByLabel('What happened?').fill(STORY);
  await page.getByLabel('E-mail or phone for our reply').fill('visitor@example.com');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const thanks = page.getByText(/^Thank you\. Your ticket is FB-\d{6}-\d+\.$/);
  await expect(thanks).toBeVisible();
  const id = ticketId(await thanks.innerText());

  // The platform stored it as the visitor wrote it, with the contact to answer.
  const list = await ops(page.request, 'feedback', 'list', 'jade');
  const row = list.split('\n').find((l) => new RegExp(`^\\s*${id}\\b`).test(l));
  expect(row).toContain('visitor@example.com');
  expect(row).toContain('deposit');
  expect(consoleErrors).toEqual([]);
});

test('R1.16 a member sends a complaint with a picture, reads its status in My feedback and the reply customer service gave', async ({
  page,
  consoleErrors,
}) => {
  const who = await newPlayer(page, 'aurora');
  await page.goto(`${origin('aurora')}/feedback`);
  const header = page.locator('header');
  await header.getByPlaceholder('Username').fill(who.name);
  await header.getByPlaceholder('Password').fill(who.password);
  await header.getByRole('button', { name: 'Log in' }).first().click();
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const mine = page.getByRole('region', { name: 'My feedback' });
  await expect(mine.getByText('No feedback yet')).toBeVisible();

  // A file that only claims to be a PNG is refused by the platform, and nothing is filed.
  const pictures = page.getByLabel(/^Pictures \(optional/);
  await page.getByLabel('Question type').selectOption({ label: 'Complaint' });
  await page.getByLabel('What happened?').fill(STORY);
  await pictures.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('A file is not a PNG or JPEG picture')).toBeVisible();
  await expect(mine.getByText('No feedback yet')).toBeVisible();

  // A real picture goes with it.
  await pictures.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const thanks = page.getByText(/^Thank you\. Your ticket is FB-\d{6}-\d+\.$/);
  await expect(thanks).toBeVisible();
  const ticket = /FB-\d{6}-\d+/.exec(await thanks.innerText())?.[0] as string;

  const item = mine.getByRole('listitem').filter({ hasText: ticket });
  await expect(item).toContainText('Complaint');
  await expect(item).toContainText('Waiting for a reply');
  await expect(item).toContainText(STORY);
  await expect(item).toContainText('Pictures attached: 1');

  await ops(
    page.request,
    'feedback',
    'reply',
    'aurora',
    ticketId(ticket),
    '--text',
    'Credited now, sorry for the wait',
  );
  await page.reload();
  await expect(item).toContainText('Answered');
  await expect(item).toContainText('Reply from customer service');
  await expect(item).toContainText('Credited now, sorry for the wait');
  expect(consoleErrors.filter((e) => !e.includes('status of 415'))).toEqual([]);
});

test('R1.16 on a phone in Thai, the member feedback form fits its card and its picture picker speaks Thai', async ({
  page,
  consoleErrors,
}) => {
  const who = await newPlayer(page, 'aurora');
  await page.addInitScript(() => localStorage.setItem('tsr.language', 'TH'));
  await page.goto(`${origin('aurora')}/feedback`);
  const header = page.locator('header');
  await header.locator('input[autocomplete=username]').fill(who.name);
  await header.locator('input[type=password]').fill(who.password);
  await header.locator('input[type=password]').press('Enter');
  const form = page.locator('form').filter({ has: page.locator('input[type=file]') });
  await expect(form).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });

  // The browser's own file control is in the browser's language and wider than a phone's card.
  await expect(form.getByText('เลือกไฟล์')).toBeVisible();
  const overflow = await form.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBe(0);
  const card = await form.boundingBox();
  expect((card?.x ?? 0) + (card?.width ?? Infinity)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'ส่งความคิดเห็น' })).toBeInViewport();
  expect(consoleErrors).toEqual([]);
});
