import type { Locator, Page } from '@playwright/test';
import { expect, logInAs, openAgentPage } from './agent-session';
import { dismissPopupNotices, test } from './support';

test.describe.configure({ timeout: 150_000 });

const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

/** Log in as the demo agent and open the agent centre on one of its pages. */
async function openAs(page: Page, label: string): Promise<Locator> {
  await dismissPopupNotices(page);
  await logInAs(page, 'aurora', 'demoagent');
  return openAgentPage(page, label);
}

const cell = (row: Locator, label: string) => row.locator(`td[data-label="${label}"]`);
const figure = (centre: Locator, label: string) =>
  centre.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

test('R2.83 the demo agent reads each team member’s profit and loss with totals, and searches by username', async ({
  page,
}) => {
  const centre = await openAs(page, 'User profit and loss');
  const table = centre.getByRole('table', { name: 'Profit and loss by member' });
  // The seeded two-level team: three direct members, two below the sub-agent.
  await expect(table.locator('tbody tr')).toHaveCount(5);
  const down1 = table.locator('tbody tr', { hasText: 'demodown1' });
  await expect(cell(down1, 'Level')).toHaveText('1');
  // The seeded deposit, rounds and betting rebate of demodown1 (other demo data plays it too).
  const [deposits, validBet, win, promotions, profit] = await Promise.all(
    ['Deposits', 'Valid bet', 'Win', 'Promotions and rebates', 'Profit and loss'].map(async (l) =>
      amount(await cell(down1, l).textContent()),
    ),
  );
  expect(deposits).toBeGreaterThanOrEqual(500);
  expect(validBet).toBeGreaterThanOrEqual(80);
  expect(promotions).toBeGreaterThanOrEqual(4.2);
  expect(profit).toBeCloseTo((win ?? 0) - (validBet ?? 0) + (promotions ?? 0), 2);
  await expect(cell(table.locator('tbody tr', { hasText: 'demosubdown1' }), 'Level')).toHaveText('2');
  const rows = await table.locator('tbody td[data-label="Valid bet"]').allTextContents();
  expect(amount(await figure(centre, 'Valid bet').textContent())).toBeCloseTo(
    rows.reduce((s, c) => s + amount(c), 0),
    2,
  );
  await centre.getByLabel('Username').fill('subdown');
  await centre.getByRole('button', { name: 'Search' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(figure(centre, 'Members')).toHaveText('2');
});

test('R2.84 the demo agent reads its own rebate, dividend and salaries with totals by type', async ({
  page,
}) => {
  const centre = await openAs(page, 'My income');
  const table = centre.getByRole('table', { name: 'Income payments' });
  await expect(table.locator('tbody tr')).toHaveCount(4);
  const dividend = table.locator('tbody tr', { hasText: 'Dividend' });
  await expect(cell(dividend, 'Amount')).toContainText('125.00');
  await expect(cell(dividend, 'Remark')).toHaveText('Weekly dividend');
  const byType = centre.getByRole('table', { name: 'Income by type' });
  await expect(cell(byType.locator('tbody tr', { hasText: 'Daily salary' }), 'Payments')).toHaveText('2');
  await expect(figure(centre, 'Total income')).toContainText('204.65');
  await centre.getByLabel('Type').selectOption({ label: 'Daily salary' });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(figure(centre, 'Total income')).toContainText('61.25');
});

test('R2.85 R9.15 the demo agent filters the team’s transactions by user and type, and a range over 30 days is refused', async ({
  page,
}) => {
  const centre = await openAs(page, 'Transaction details');
  const table = centre.getByRole('table', { name: 'Team transactions' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await centre.getByLabel('Username').fill('demodown1');
  await centre.getByLabel('Type').selectOption({ label: 'Betting' });
  await centre.getByRole('button', { name: 'Search' }).click();
  await expect(figure(centre, 'Money in')).toContainText('0.00');
  await expect(table.locator('tbody tr', { hasText: 'demo-team-' })).toHaveCount(3);
  for (const row of await table.locator('tbody tr').all()) {
    await expect(cell(row, 'Type')).toHaveText('Betting');
    await expect(cell(row, 'User')).toHaveText('demodown1');
    expect(amount(await cell(row, 'Amount').textContent())).toBeLessThan(0);
    await expect(cell(row, 'Order no.')).toContainText('TSR:');
  }
  expect(amount(await figure(centre, 'Net').textContent())).toBeCloseTo(
    -amount(await figure(centre, 'Money out').textContent()),
    2,
  );
  // Thirty-one days: refused before asking, naming the rule.
  const to = await centre.getByLabel('To').inputValue();
  const from = new Date(Date.parse(to) - 30 * 86_400_000).toISOString().slice(0, 10);
  await centre.getByLabel('From').fill(from);
  await expect(centre.getByRole('alert')).toHaveText('A range may cover at most 30 days');
  await expect(table).toHaveCount(0);
});
