import type { Locator } from '@playwright/test';
import { newUsername, nextCaptcha, origin } from './accounts-support';
import { agentCentreInNewContext, expect, header, logInAs, openAgentCentre } from './agent-session';
import { dismissPopupNotices, test } from './support';

test.describe.configure({ timeout: 150_000 });

/** The figure the agent centre shows under the term `label`. */
const figure = (centre: Locator, label: string) =>
  centre.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

/** An amount as the agent centre shows it, as a number. */
const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

/** Narrow the page open in the agent centre to one member by username. */
async function searchFor(centre: Locator, username: string) {
  await centre.getByLabel('Username').fill(username);
  await centre.getByRole('button', { name: 'Search' }).click();
}

test('R2.79 R9.15 the demo agent opens the agent centre on the overview of its seeded two-level team', async ({
  browser,
  consoleErrors,
}) => {
  const { context, centre } = await test.step('the demo agent logs in and opens the agent centre', () =>
    agentCentreInNewContext(browser, consoleErrors, 'aurora', 'demoagent'));
  await test.step('the overview counts the seeded team', async () => {
    await expect(centre.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(centre.getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    // demosubagent, demodown1/2 directly; demosubdown1/2 below the sub-agent.
    await expect(figure(centre, 'Team size')).toHaveText('5');
    await expect(figure(centre, 'Direct members')).toHaveText('3');
    await expect(figure(centre, 'Active members')).toHaveText('4');
  });
  await test.step('the last 30 days by day add up to the valid bet', async () => {
    await centre.getByRole('button', { name: 'Last 30 days' }).click();
    await centre.getByText('Show as a table').first().click();
    const table = centre.getByRole('table', { name: 'Team figures by day' }).first();
    await expect(table.locator('tbody tr')).toHaveCount(30);
    // The seeded rounds are in the total, and the days add up to it.
    const total = amount(await figure(centre, 'Valid bet').textContent());
    expect(total).toBeGreaterThan(0);
    const cells = await table.locator('tbody td[data-label="Valid bet"]').allTextContents();
    expect(cells.reduce((s, c) => s + amount(c), 0)).toBeCloseTo(total, 2);
  });
  await context.close();
});

test('R6.3 a player has no Agent button in the logged-in panel', async ({ page }) => {
  await dismissPopupNotices(page);
  await logInAs(page, 'aurora', 'demo');
  await expect(header(page).getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Agent', exact: true })).toHaveCount(0);
});

test('R2.81 R2.94 R6.9 R2.85 the demo agent finds a downline in team management and transfers to it with the payment password', async ({
  browser,
  consoleErrors,
}) => {
  const { context, centre } = await test.step('the demo agent logs in and opens the agent centre', () =>
    agentCentreInNewContext(browser, consoleErrors, 'aurora', 'demoagent'));
  const table = centre.getByRole('table', { name: 'Team members' });
  const row = (name: string) => table.locator('tbody tr', { hasText: name });
  await test.step('team management lists the seeded two-level team', async () => {
    await centre.getByRole('button', { name: 'Team management' }).click();
    await expect(centre.getByRole('heading', { name: 'Team management' })).toBeVisible();
    // The seeded two-level team: three direct members and two below the sub-agent.
    await expect(table.locator('tbody tr')).toHaveCount(5);
    await expect(row('demosubdown1').getByText('demosubagent')).toBeVisible();
  });

  await test.step('a search by part of a name narrows the list', async () => {
    await searchFor(centre, 'down1');
    await expect(table.locator('tbody tr')).toHaveCount(2);
  });

  await test.step('a transfer of 12.34 to demodown1 moves both balances', async () => {
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
  });

  await test.step('transaction details name the transfer a transfer', async () => {
    await centre.getByRole('button', { name: 'Transaction details' }).click();
    await centre.getByLabel('Username').fill('demodown1');
    await centre.getByLabel('Type').selectOption({ label: 'Transfer' });
    await centre.getByRole('button', { name: 'Search' }).click();
    const details = centre.getByRole('table', { name: 'Team transactions' });
    const sent = details.locator('tbody tr', { hasText: '12.34' }).first();
    await expect(sent.locator('td[data-label="Type"]')).toHaveText('Transfer');
    await expect(sent.locator('td[data-label="User"]')).toHaveText('demodown1');
  });
  await context.close();
});

test('R2.80 R6.17 R5.9 the demo agent registers a downline directly and through a new link with its QR code; the link registers a player into its team', async ({
  browser,
  consoleErrors,
}) => {
  const { context, centre } = await test.step('the demo agent logs in and opens the agent centre', () =>
    agentCentreInNewContext(browser, consoleErrors, 'aurora', 'demoagent'));
  await test.step('the Account page opens', async () => {
    await centre.getByRole('button', { name: 'Account' }).click();
    await expect(centre.getByRole('heading', { name: 'Account' })).toBeVisible();
  });

  const direct = newUsername('dir');
  await test.step('precise registration of a direct downline', async () => {
    const form = centre.getByRole('form', { name: 'Register a downline' });
    // The site's rules under the fields, as on the player's register form; a short name is refused at once.
    await expect(form.getByLabel('Username')).toHaveAccessibleDescription(/^\d+(-\d+)? letters or digits/);
    await expect(form.getByLabel(/^Password/).and(form.locator('input'))).toHaveAccessibleDescription(
      /^\d+-\d+ /,
    );
    await form.getByLabel('Username').fill('a');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
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
  });

  const { code, address } =
    await test.step('a new link for players with a live-casino rebate: its code, address and QR code', async () => {
      const newLink = centre.getByRole('form', { name: 'New registration link' });
      await newLink.getByLabel(/^Live/).fill('1.25');
      await newLink.getByRole('button', { name: 'Create link' }).click();
      const ready = newLink.getByText(/^Link L[A-Z2-9]{7} is ready to share\.$/);
      await expect(ready).toBeVisible();
      const linkCode = ((await ready.textContent()) ?? '').split(' ')[1] as string;
      const card = centre.getByRole('listitem', { name: `Link ${linkCode}` });
      await expect(card.getByRole('img', { name: `QR code of link ${linkCode}` })).toBeVisible();
      await expect(card.getByText(/1\.25 %/)).toBeVisible();
      const linkAddress = ((await card.getByText(/register\?affiliateCode=/).textContent()) ?? '').trim();
      expect(linkAddress).toBe(`${origin('aurora')}/register?affiliateCode=${linkCode}`);
      return { code: linkCode, address: linkAddress };
    });

  const joined = newUsername('lnk');
  await test.step('a visitor registers through the link’s address', async () => {
    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await dismissPopupNotices(guest);
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
  });

  await test.step('both are direct members of the team now; the link counts its registration', async () => {
    await centre.getByRole('button', { name: 'Team management' }).click();
    const table = centre.getByRole('table', { name: 'Team members' });
    for (const name of [direct, joined]) {
      await searchFor(centre, name);
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expect(table.locator('tbody tr').first()).toContainText(name);
      await expect(table.locator('tbody tr td[data-label="Level"]')).toHaveText('Direct');
    }
    await centre.getByRole('button', { name: 'Account' }).click();
    await expect(
      centre.getByRole('listitem', { name: `Link ${code}` }).getByText('Registrations: 1'),
    ).toBeVisible();
  });

  await test.step('the agent deletes the link, asked twice; the platform no longer lists it', async () => {
    const card = centre.getByRole('listitem', { name: `Link ${code}` });
    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    await card.getByRole('button', { name: `Delete link ${code}` }).click();
    await expect(card).toHaveCount(0);
    // Read again from the platform: the Account page lists its links afresh.
    await centre.getByRole('button', { name: 'Team management' }).click();
    await centre.getByRole('button', { name: 'Account' }).click();
    await expect(centre.getByRole('form', { name: 'New registration link' })).toBeVisible();
    await expect(centre.getByRole('listitem', { name: `Link ${code}` })).toHaveCount(0);
  });
  await context.close();
});

test('R2.82 R9.15 the demo agent reads its team’s bets with their superiors and totals by game type, and narrows them to one member', async ({
  browser,
  consoleErrors,
}) => {
  const { context, centre } = await test.step('the demo agent logs in and opens the agent centre', () =>
    agentCentreInNewContext(browser, consoleErrors, 'aurora', 'demoagent'));
  const bets = centre.getByRole('table', { name: 'Team bets' });
  await test.step('team betting lists the team’s seeded rounds with their superiors', async () => {
    await centre.getByRole('button', { name: 'Team betting' }).click();
    await expect(centre.getByRole('heading', { name: 'Team betting' })).toBeVisible();
    // The seeded rounds of the team's four players (at least 3 + 4 + 5 + 6), 20 to a page.
    await expect
      .poll(async () => amount(await figure(centre, 'Bets').textContent()))
      .toBeGreaterThanOrEqual(18);
    await expect(bets.locator('tbody tr')).toHaveCount(20);
    await expect(centre.getByRole('navigation', { name: 'Team bet pages' })).toBeVisible();
    const sub = bets.locator('tbody tr', { hasText: 'demosubdown1' }).first();
    await expect(sub.locator('td[data-label="Direct superior"]')).toHaveText('demosubagent');
  });

  await test.step('the totals by game type add up to the valid bet of the whole team', async () => {
    const byType = await centre
      .getByRole('table', { name: 'Totals by game type' })
      .locator('tbody td[data-label="Valid bet"]')
      .allTextContents();
    expect(byType.reduce((s, c) => s + amount(c), 0)).toBeCloseTo(
      amount(await figure(centre, 'Valid bet').textContent()),
      2,
    );
  });

  await test.step('narrowed to demodown1, only its bets', async () => {
    await searchFor(centre, 'demodown1');
    const accounts = bets.locator('tbody td[data-label="Account"]');
    await expect.poll(async () => [...new Set(await accounts.allTextContents())]).toEqual(['demodown1']);
    const mine = amount(await figure(centre, 'Bets').textContent());
    expect(mine).toBeGreaterThanOrEqual(3);
    await expect(bets.locator('tbody tr')).toHaveCount(Math.min(mine, 20));
  });
  await context.close();
});

test('R2.81 R6.1 the demo agent makes a new direct downline an agent, who then opens the agent centre', async ({
  browser,
  consoleErrors,
}) => {
  const { context, centre } = await test.step('the demo agent logs in and opens the agent centre', () =>
    agentCentreInNewContext(browser, consoleErrors, 'aurora', 'demoagent'));
  const name = newUsername('pro');
  await test.step('the agent registers a new direct downline', async () => {
    await centre.getByRole('button', { name: 'Account' }).click();
    const form = centre.getByRole('form', { name: 'Register a downline' });
    await form.getByLabel('Username').fill(name);
    for (const label of [/^Password/, /^Confirm password/])
      await form.getByLabel(label).and(form.locator('input')).fill('Demo1234');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText(`Player ${name} is registered in your team.`)).toBeVisible();
  });

  const table = centre.getByRole('table', { name: 'Team members' });
  const row = table.locator('tbody tr').first();
  await test.step('team management offers to make the player an agent, and not the sub-agent', async () => {
    await centre.getByRole('button', { name: 'Team management' }).click();
    await searchFor(centre, name);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row.getByText('Agent', { exact: true })).toHaveCount(0);
    // The seeded sub-agent is an agent already: it gets no such button.
    await searchFor(centre, 'demosubagent');
    await expect(table.locator('tbody tr').first()).toContainText('demosubagent');
    await expect(table.getByRole('button', { name: 'Make demosubagent an agent' })).toHaveCount(0);
    await searchFor(centre, name);
    await expect(table.locator('tbody tr')).toHaveCount(1);
  });

  await test.step('the agent makes the new downline an agent', async () => {
    await row.getByRole('button', { name: `Make ${name} an agent` }).click();
    const panel = centre.getByRole('region', { name: `Make ${name} an agent` });
    await panel.getByRole('button', { name: 'Make agent' }).click();
    await expect(panel.getByText(`${name} is now an agent.`)).toBeVisible();
    await expect(row.getByText('Agent', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Make ${name} an agent` })).toHaveCount(0);
  });
  await context.close();

  await test.step('the new agent logs in and opens an agent centre of its own', async () => {
    const second = await browser.newContext();
    const mine = await second.newPage();
    mine.on('pageerror', (err) => consoleErrors.push(err.message));
    await dismissPopupNotices(mine);
    await logInAs(mine, 'aurora', name);
    const own = await openAgentCentre(mine);
    await own.getByRole('button', { name: 'Team management' }).click();
    await expect(own.getByText('Your team is empty')).toBeVisible();
    await second.close();
  });
});

test('R2.78 the demo agent reads its merchant’s agent announcements on the Announcement page', async ({
  browser,
  consoleErrors,
}) => {
  const { context, centre } = await test.step('the demo agent logs in and opens the agent centre', () =>
    agentCentreInNewContext(browser, consoleErrors, 'aurora', 'demoagent'));
  await test.step('the Announcement page lists the agent announcements and opens one', async () => {
    await centre.getByRole('button', { name: 'Announcement', exact: true }).click();
    await expect(centre.getByRole('heading', { name: 'Announcement' })).toBeVisible();
    const list = centre.getByRole('list', { name: 'Announcements for agents' });
    await expect(
      list.getByRole('button', { name: /Commission policy for Aurora Play agents/ }),
    ).toBeVisible();
    await list.getByRole('button', { name: /When your contracts settle/ }).click();
    await expect(list.getByText('Real-time salary: every 5 minutes')).toBeVisible();
  });
  await context.close();
});

test('the agent centre keeps its place and size while its pages of different lengths change', async ({
  browser,
  consoleErrors,
}) => {
  const { context, centre } = await agentCentreInNewContext(browser, consoleErrors, 'aurora', 'demoagent');
  // A screen taller than the centre: a box sized by its content would have room to grow.
  await centre.page().setViewportSize({ width: 1280, height: 1000 });
  const box = centre.getByTestId('modal-box');
  const showPage = async (label: string, ready: string) => {
    await centre.getByRole('button', { name: label, exact: true }).click();
    await expect(centre.getByRole('heading', { name: label, exact: true })).toBeVisible();
    await expect(centre.getByRole('button', { name: ready })).toBeVisible();
    return box.boundingBox();
  };
  // Two announcements against a contract table and an offer form: one is far shorter than the box.
  const short = await showPage('Announcement', 'When your contracts settle');
  const long = await showPage('Dividend', 'Ask to end');
  expect(long).toEqual(short);
  await context.close();
});
