import { expect as baseExpect, type Page } from '@playwright/test';
import { newUsername, nextCaptcha, origin } from './accounts-support';
import { dismissPopupNotices, test } from './support';

/** Passwords are hashed at an OWASP cost in a bounded pool: on a busy machine a login takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const header = (page: Page) => page.locator('header');

async function logIn(page: Page, merchant: string, username: string) {
  await dismissPopupNotices(page);
  await page.goto(`${origin(merchant)}/`);
  await header(page).getByPlaceholder('Username').fill(username);
  await header(page).getByPlaceholder('Password').fill('Demo1234');
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Open the agent centre from the logged-in panel's Agent button. */
async function openAgentCentre(page: Page) {
  const centre = page.getByRole('dialog', { name: 'Agent', exact: true });
  // Work done right after a login may still close popups: open again until it stays.
  await expect(async () => {
    if (!(await centre.isVisible()))
      await header(page).getByRole('button', { name: 'Agent', exact: true }).click();
    await expect(centre).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  return centre;
}

test('R2.79 R9.15 the demo agent opens the agent centre on the overview of its seeded two-level team', async ({
  browser,
  consoleErrors,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  await logIn(page, 'aurora', 'demoagent');
  const centre = await openAgentCentre(page);
  await expect(centre.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(centre.getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  const figure = (label: string) =>
    centre.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  // demosubagent, demodown1/2 directly; demosubdown1/2 below the sub-agent.
  await expect(figure('Team size')).toHaveText('5');
  await expect(figure('Direct members')).toHaveText('3');
  await expect(figure('Active members')).toHaveText('4');
  await centre.getByRole('button', { name: 'Last 30 days' }).click();
  await centre.getByText('Show as a table').first().click();
  const table = centre.getByRole('table', { name: 'Team figures by day' }).first();
  await expect(table.locator('tbody tr')).toHaveCount(30);
  // The seeded rounds are in the total, and the days add up to it.
  const amount = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));
  const total = amount((await figure('Valid bet').textContent()) ?? '');
  expect(total).toBeGreaterThan(0);
  const cells = await table.locator('tbody td[data-label="Valid bet"]').allTextContents();
  expect(cells.reduce((s, c) => s + amount(c), 0)).toBeCloseTo(total, 2);
  await context.close();
});

test('R6.3 a player has no Agent button in the logged-in panel', async ({ page }) => {
  await logIn(page, 'aurora', 'demo');
  await expect(header(page).getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Agent', exact: true })).toHaveCount(0);
});

test('R2.81 R6.9 the demo agent finds a downline in team management and transfers to it with the payment password', async ({
  browser,
  consoleErrors,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  await logIn(page, 'aurora', 'demoagent');
  const centre = await openAgentCentre(page);
  await centre.getByRole('button', { name: 'Team management' }).click();
  await expect(centre.getByRole('heading', { name: 'Team management' })).toBeVisible();
  const table = centre.getByRole('table', { name: 'Team members' });
  // The seeded two-level team: three direct members and two below the sub-agent.
  await expect(table.locator('tbody tr')).toHaveCount(5);
  const row = (name: string) => table.locator('tbody tr', { hasText: name });
  await expect(row('demosubdown1').getByText('demosubagent')).toBeVisible();

  await centre.getByLabel('Username').fill('down1');
  await centre.getByRole('button', { name: 'Search' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(2);

  const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));
  const balanceCell = row('demodown1').locator('td[data-label="Balance"]');
  const before = amount(await balanceCell.textContent());
  const wallet = centre
    .locator('dt', { hasText: /^Your main wallet$/ })
    .first()
    .locator('+ dd');
  const walletBefore = amount(await wallet.textContent());

  await row('demodown1').getByRole('button', { name: 'Transfer to demodown1' }).click();
  const form = centre.getByRole('form', { name: 'Transfer to demodown1' });
  await form.getByLabel('Amount').fill('12.34');
  await form.getByLabel(/^Payment password/).fill('246810');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByText('12.34 sent to demodown1.')).toBeVisible();
  await expect.poll(async () => amount(await balanceCell.textContent())).toBeCloseTo(before + 12.34, 2);
  await expect.poll(async () => amount(await wallet.textContent())).toBeCloseTo(walletBefore - 12.34, 2);
  await context.close();
});

test('R2.80 R6.17 the demo agent registers a downline directly and through a new link with its QR code; the link registers a player into its team', async ({
  browser,
  consoleErrors,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  await logIn(page, 'aurora', 'demoagent');
  const centre = await openAgentCentre(page);
  await centre.getByRole('button', { name: 'Account' }).click();
  await expect(centre.getByRole('heading', { name: 'Account' })).toBeVisible();

  // Precise registration of a direct downline.
  const direct = newUsername('dir');
  const form = centre.getByRole('form', { name: 'Register a downline' });
  await form.getByLabel('Username').fill(direct);
  await form
    .getByLabel(/^Password/)
    .and(form.locator('input'))
    .fill('Secret123!');
  await form
    .getByLabel(/^Confirm password/)
    .and(form.locator('input'))
    .fill('Secret123!');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText(`Player ${direct} is registered in your team.`)).toBeVisible();

  // A new link for players with a live-casino rebate: its code, address and QR code.
  const newLink = centre.getByRole('form', { name: 'New registration link' });
  await newLink.getByLabel(/^Live/).fill('1.25');
  await newLink.getByRole('button', { name: 'Create link' }).click();
  const ready = newLink.getByText(/^Link L[A-Z2-9]{7} is ready to share\.$/);
  await expect(ready).toBeVisible();
  const code = ((await ready.textContent()) ?? '').split(' ')[1] as string;
  const card = centre.getByRole('listitem', { name: `Link ${code}` });
  await expect(card.getByRole('img', { name: `QR code of link ${code}` })).toBeVisible();
  await expect(card.getByText(/1\.25 %/)).toBeVisible();
  const address = ((await card.getByText(/register\?affiliateCode=/).textContent()) ?? '').trim();
  expect(address).toBe(`${origin('aurora')}/register?affiliateCode=${code}`);

  // A visitor registers through the link's address.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await dismissPopupNotices(guest);
  const joined = newUsername('lnk');
  const captcha = nextCaptcha(guest);
  await guest.goto(address);
  const register = guest.getByRole('form', { name: 'Register' });
  const input = (label: RegExp) => register.getByLabel(label).and(register.locator('input'));
  await input(/^Username/).fill(joined);
  await input(/^Password/).fill('Secret123!');
  await input(/^Confirm password/).fill('Secret123!');
  await input(/^Captcha/).fill(await captcha);
  await register.getByRole('checkbox').check();
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(guest).toHaveURL(`${origin('aurora')}/`);
  await visitor.close();

  // Both are direct members of the agent's team now; the link counts its registration.
  await centre.getByRole('button', { name: 'Team management' }).click();
  const table = centre.getByRole('table', { name: 'Team members' });
  for (const name of [direct, joined]) {
    await centre.getByLabel('Username').fill(name);
    await centre.getByRole('button', { name: 'Search' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText(name);
    await expect(table.locator('tbody tr td[data-label="Level"]')).toHaveText('Direct');
  }
  await centre.getByRole('button', { name: 'Account' }).click();
  await expect(
    centre.getByRole('listitem', { name: `Link ${code}` }).getByText('Registrations: 1'),
  ).toBeVisible();
  await context.close();
});

test('R2.82 R9.15 the demo agent reads its team’s bets with their superiors and totals by game type, and narrows them to one member', async ({
  browser,
  consoleErrors,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  await logIn(page, 'aurora', 'demoagent');
  const centre = await openAgentCentre(page);
  await centre.getByRole('button', { name: 'Team betting' }).click();
  await expect(centre.getByRole('heading', { name: 'Team betting' })).toBeVisible();
  const bets = centre.getByRole('table', { name: 'Team bets' });
  const figure = (label: string) =>
    centre.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));
  // The seeded rounds of the team's four players (at least 3 + 4 + 5 + 6), 20 to a page.
  await expect.poll(async () => amount(await figure('Bets').textContent())).toBeGreaterThanOrEqual(18);
  await expect(bets.locator('tbody tr')).toHaveCount(20);
  await expect(centre.getByRole('navigation', { name: 'Team bet pages' })).toBeVisible();
  const sub = bets.locator('tbody tr', { hasText: 'demosubdown1' }).first();
  await expect(sub.locator('td[data-label="Direct superior"]')).toHaveText('demosubagent');
  // The totals by game type add up to the valid bet of the whole team.
  const byType = await centre
    .getByRole('table', { name: 'Totals by game type' })
    .locator('tbody td[data-label="Valid bet"]')
    .allTextContents();
  expect(byType.reduce((s, c) => s + amount(c), 0)).toBeCloseTo(
    amount(await figure('Valid bet').textContent()),
    2,
  );

  await centre.getByLabel('Username').fill('demodown1');
  await centre.getByRole('button', { name: 'Search' }).click();
  const accounts = bets.locator('tbody td[data-label="Account"]');
  await expect.poll(async () => [...new Set(await accounts.allTextContents())]).toEqual(['demodown1']);
  const mine = amount(await figure('Bets').textContent());
  expect(mine).toBeGreaterThanOrEqual(3);
  await expect(bets.locator('tbody tr')).toHaveCount(Math.min(mine, 20));
  await context.close();
});

test('R2.81 R6.1 the demo agent makes a new direct downline an agent, who then opens the agent centre', async ({
  browser,
  consoleErrors,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  await logIn(page, 'aurora', 'demoagent');
  const centre = await openAgentCentre(page);
  await centre.getByRole('button', { name: 'Account' }).click();
  const name = newUsername('pro');
  const form = centre.getByRole('form', { name: 'Register a downline' });
  await form.getByLabel('Username').fill(name);
  for (const label of [/^Password/, /^Confirm password/])
    await form.getByLabel(label).and(form.locator('input')).fill('Demo1234');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText(`Player ${name} is registered in your team.`)).toBeVisible();

  await centre.getByRole('button', { name: 'Team management' }).click();
  const table = centre.getByRole('table', { name: 'Team members' });
  await centre.getByLabel('Username').fill(name);
  await centre.getByRole('button', { name: 'Search' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  const row = table.locator('tbody tr').first();
  await expect(row).toContainText(name);
  await expect(row.getByText('Agent', { exact: true })).toHaveCount(0);
  // The seeded sub-agent is an agent already: it gets no such button.
  await centre.getByLabel('Username').fill('demosubagent');
  await centre.getByRole('button', { name: 'Search' }).click();
  await expect(table.locator('tbody tr').first()).toContainText('demosubagent');
  await expect(table.getByRole('button', { name: 'Make demosubagent an agent' })).toHaveCount(0);
  await centre.getByLabel('Username').fill(name);
  await centre.getByRole('button', { name: 'Search' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);

  await row.getByRole('button', { name: `Make ${name} an agent` }).click();
  const panel = centre.getByRole('region', { name: `Make ${name} an agent` });
  await panel.getByRole('button', { name: 'Make agent' }).click();
  await expect(panel.getByText(`${name} is now an agent.`)).toBeVisible();
  await expect(row.getByText('Agent', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Make ${name} an agent` })).toHaveCount(0);
  await context.close();

  // The new agent logs in and opens an agent centre of its own.
  const second = await browser.newContext();
  const mine = await second.newPage();
  mine.on('pageerror', (err) => consoleErrors.push(err.message));
  await logIn(mine, 'aurora', name);
  const own = await openAgentCentre(mine);
  await own.getByRole('button', { name: 'Team management' }).click();
  await expect(own.getByText('Your team is empty')).toBeVisible();
  await second.close();
});

test('R2.78 the demo agent reads its merchant’s agent announcements on the Announcement page', async ({
  browser,
  consoleErrors,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  await logIn(page, 'aurora', 'demoagent');
  const centre = await openAgentCentre(page);
  await centre.getByRole('button', { name: 'Announcement', exact: true }).click();
  await expect(centre.getByRole('heading', { name: 'Announcement' })).toBeVisible();
  const list = centre.getByRole('list', { name: 'Announcements for agents' });
  await expect(list.getByRole('button', { name: /Commission policy for Aurora Play agents/ })).toBeVisible();
  await list.getByRole('button', { name: /When your contracts settle/ }).click();
  await expect(list.getByText('Real-time salary: every 5 minutes')).toBeVisible();
  await context.close();
});
