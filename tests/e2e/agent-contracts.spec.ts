import type { Browser, Locator, Page } from '@playwright/test';
import { newUsername, port } from './accounts-support';
import { expect, header, logInAs, openAgentPage } from './agent-session';
import { dismissPopupNotices, test } from './support';

/** The refusals this spec provokes on purpose. */
const PROVOKED_400 = /Failed to load resource: the server responded with a status of 400/;
test.use({ allowed: [PROVOKED_400] });
test.describe.configure({ timeout: 150_000 });

/** One settlement run of jade's contracts as if `seconds` had passed (DEV_OUTBOX, loopback only). */
const settleAsIfLater = (page: Page, seconds: number) =>
  page.request.post(`http://127.0.0.1:${port}/__dev/settle-contracts`, {
    data: { seconds, merchant: 'jade' },
  });

test('R1.7 R2.86 R6.8 R4.31 the demo agent reads its running dividend and offers its sub-agent a new one; a falling tier is refused by name', async ({
  page,
}) => {
  await logInAs(page, 'aurora', 'demoagent');
  const centre = await openAgentPage(page, 'Dividend');
  const given = centre.getByRole('table', { name: 'Contracts you gave' });
  const form = centre.getByRole('form', { name: 'Offer a Dividend contract' });
  await test.step('read the seeded weekly dividend', async () => {
    // The seeded weekly dividend with the sub-agent, two tiers.
    const seeded = given.locator('tbody tr', { hasText: 'Weekly' }).filter({ hasText: 'demosubagent' });
    await expect(seeded.getByText('Accepted')).toBeVisible();
    await expect(seeded.getByRole('listitem')).toHaveCount(2);
  });

  await test.step('offer a two-tier dividend; a falling tier is refused first', async () => {
    await form.getByLabel('Direct member').fill('demosubagent');
    await form.getByLabel('Game type').selectOption('LIVE');
    await form.getByLabel('Minimum bet').fill('100');
    await form.getByLabel('Rate (%)').fill('5');
    await form.getByRole('button', { name: 'Add a tier' }).click();
    const second = form.getByRole('group', { name: 'Tier 2' });
    await second.getByLabel('Minimum bet').fill('1000');
    await second.getByLabel('Net loss at least').fill('10');
    await second.getByLabel('Rate (%)').fill('4');
    await form.getByRole('button', { name: 'Send the offer' }).click();
    await expect(second.getByText('Must be above the tier before')).toBeVisible();

    await second.getByLabel('Rate (%)').fill('8');
    await form.getByRole('button', { name: 'Send the offer' }).click();
    await expect(form.getByText('Offer sent to demosubagent. It waits for their answer.')).toBeVisible();
    const offered = given.locator('tbody tr', { hasText: 'Waiting for an answer' });
    await expect(offered).toHaveCount(1);
    await expect(offered.getByRole('listitem')).toHaveCount(2);
  });

  await test.step('a player cannot be offered a contract', async () => {
    // A player cannot be offered a contract; the refusal names the member field.
    await form.getByLabel('Direct member').fill('demodown1');
    await form.getByLabel('Minimum bet').fill('100');
    await form.getByLabel('Rate (%)').first().fill('1');
    await form.getByRole('button', { name: 'Send the offer' }).click();
    await expect(form.getByText('This member is a player: promote them to agent first')).toBeVisible();
  });
});

test('R3.27 R6.8 R4.31 R7.43 R7.44 the sub-agent finds the offer in the contract popup after login, accepts it, and reads it on its Dividend page', async ({
  browser,
}) => {
  await test.step('the agent offers a slots dividend', async () => {
    const agentContext = await browser.newContext();
    const agent = await agentContext.newPage();
    await dismissPopupNotices(agent);
    await logInAs(agent, 'jade', 'demoagent');
    const centre = await openAgentPage(agent, 'Dividend');
    const form = centre.getByRole('form', { name: 'Offer a Dividend contract' });
    await form.getByLabel('Direct member').fill('demosubagent');
    await form.getByLabel('Game type').selectOption('RNG');
    await form.getByLabel('Minimum bet').fill('200');
    await form.getByLabel('Rate (%)').fill('6');
    await form.getByRole('button', { name: 'Send the offer' }).click();
    await expect(form.getByText('Offer sent to demosubagent. It waits for their answer.')).toBeVisible();
    await agentContext.close();
  });

  const sub = await test.step('the sub-agent accepts it in the contract popup after login', async () => {
    const subContext = await browser.newContext();
    const sub = await subContext.newPage();
    await dismissPopupNotices(sub);
    await logInAs(sub, 'jade', 'demosubagent');
    const popup = sub.getByRole('dialog', { name: 'Contract requests' });
    await expect(popup).toBeVisible();
    // The seeded daily salary offer and the new dividend offer, each in its product's block.
    await expect(popup.getByRole('region', { name: 'Daily salary' })).toBeVisible();
    const offer = popup.getByRole('region', { name: 'New offer for Slots' });
    await expect(offer.getByText('demoagent offers you this contract (Daily).')).toBeVisible();
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expect(offer).toHaveCount(0);
    // Answered: the flags reloaded and the daily salary offer still waits for later.
    await expect(popup.getByRole('region', { name: 'Daily salary' })).toBeVisible();
    await popup.getByRole('button', { name: 'Later' }).click();
    await expect(popup).toHaveCount(0);
    return sub;
  });

  await test.step('the sub-agent reads it on its Dividend page', async () => {
    const subCentre = await openAgentPage(sub, 'Dividend');
    const own = subCentre.getByRole('table', { name: 'Your contracts' });
    const row = own.locator('tbody tr', { hasText: 'Slots' });
    await expect(row.getByText('Accepted')).toBeVisible();
    await expect(row.getByText('demoagent')).toBeVisible();
    await subCentre.getByRole('button', { name: 'Daily salary', exact: true }).click();
    await expect(subCentre.getByRole('heading', { name: 'Daily salary', exact: true })).toBeVisible();
  });
  await sub.context().close();
});

/**
 * The jade demo agent, logged in on a browser of its own, registers a sub-agent of its own (so
 * no other contract pays it): the agent centre, on the Account page, and the sub-agent's name.
 */
async function demoAgentWithNewSubAgent(browser: Browser): Promise<{ centre: Locator; name: string }> {
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await dismissPopupNotices(agent);
  await logInAs(agent, 'jade', 'demoagent');
  const account = await openAgentPage(agent, 'Account');
  const name = newUsername('sal');
  const register = account.getByRole('form', { name: 'Register a downline' });
  await expect(register.getByRole('option', { name: 'Sub-agent' })).toHaveCount(1);
  await register.getByLabel('Account type').selectOption('agent');
  await register.getByLabel('Username').fill(name);
  for (const label of [/^Password/, /^Confirm password/])
    await register.getByLabel(label).and(register.locator('input')).fill('Demo1234');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register.getByText(`Sub-agent ${name} is registered in your team.`)).toBeVisible();
  return { centre: account, name };
}

/**
 * A new sub-agent of the jade demo agent, offered a fixed daily salary from the first tier on,
 * met without a single bet.
 */
async function newSubAgentWithDailySalary(browser: Browser, amount: string): Promise<string> {
  const { centre: account, name } = await demoAgentWithNewSubAgent(browser);
  // A fixed amount a day from the first tier on: met without a single bet.
  await account.getByRole('button', { name: 'Daily salary', exact: true }).click();
  const form = account.getByRole('form', { name: 'Offer a Daily salary contract' });
  await form.getByLabel('Direct member').fill(name);
  await form.getByLabel('Rate type').selectOption('fixed');
  await form.getByLabel('Bet volume at least').fill('0');
  await form.getByLabel('Active members').fill('0');
  await form.getByLabel('Amount per day').fill(amount);
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(form.getByText(`Offer sent to ${name}. It waits for their answer.`)).toBeVisible();
  await account.page().context().close();
  return name;
}

test('R6.8 R2.87 R3.27 R7.45 a new sub-agent accepts a fixed daily salary in the contract popup and is paid it once by the settlement after the day ends', async ({
  browser,
}) => {
  const name = await newSubAgentWithDailySalary(browser, '12.34');

  const subContext = await browser.newContext();
  const sub = await subContext.newPage();
  await dismissPopupNotices(sub);
  await logInAs(sub, 'jade', name);
  const balance = header(sub).getByRole('button', { name: /^Balance\b/ });
  const acceptedOn = await test.step('accept the daily salary in the contract popup', async () => {
    await expect(balance).toHaveText('0.00');
    const popup = sub.getByRole('dialog', { name: 'Contract requests' });
    const offer = popup.getByRole('region', { name: 'New offer for All games' });
    await expect(offer.getByText('demoagent offers you this contract (Daily).')).toBeVisible();
    // The day the contract runs from: settled once it has ended.
    const acceptedOn = new Date();
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expect(popup).toHaveCount(0);
    return acceptedOn;
  });

  // The settlement run as if the day had ended (the scheduler would do it after midnight UTC).
  const dayEnd = Date.UTC(acceptedOn.getUTCFullYear(), acceptedOn.getUTCMonth(), acceptedOn.getUTCDate() + 1);
  const seconds = Math.ceil((dayEnd - Date.now()) / 1000) + 1;
  await test.step('the settlement after the day ends pays it', async () => {
    expect((await settleAsIfLater(sub, seconds)).status()).toBe(200);

    await sub.reload();
    await expect(balance).toHaveText('12.34');
    const centre = await openAgentPage(sub, 'Daily salary');
    const own = centre.getByRole('table', { name: 'Your contracts' });
    await expect(own.locator('tbody tr', { hasText: 'demoagent' }).getByText('Accepted')).toBeVisible();
    const settlements = centre.getByRole('table', { name: 'Settlements' });
    const paid = settlements.locator('tbody tr');
    await expect(paid).toHaveCount(1);
    await expect(paid.getByText('From demoagent')).toBeVisible();
    await expect(paid.locator('td[data-label="Amount"]')).toHaveText('12.34');
    await expect(paid.locator('td[data-label="Status"]')).toHaveText('Paid');
  });

  await test.step('a second settlement run pays nothing more', async () => {
    // A second run for the same day pays nothing more.
    expect((await settleAsIfLater(sub, seconds)).status()).toBe(200);
    await sub.reload();
    await expect(balance).toHaveText('12.34');
  });
  await subContext.close();
});

test('R2.91 R4.31 the agent asks to end a running contract on its contract page, and the downline confirms it in the contract popup', async ({
  browser,
}) => {
  const name = await newSubAgentWithDailySalary(browser, '5.00');
  const subContext = await browser.newContext();
  const sub = await subContext.newPage();
  await dismissPopupNotices(sub);
  await logInAs(sub, 'jade', name);
  await test.step('the new sub-agent accepts the salary', async () => {
    const offerPopup = sub.getByRole('dialog', { name: 'Contract requests' });
    await offerPopup
      .getByRole('region', { name: 'New offer for All games' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect(offerPopup).toHaveCount(0);
    await subContext.close();
  });

  await test.step('the agent asks to end the contract', async () => {
    const agentContext = await browser.newContext();
    const agent = await agentContext.newPage();
    await dismissPopupNotices(agent);
    await logInAs(agent, 'jade', 'demoagent');
    const page = await openAgentPage(agent, 'Daily salary');
    const given = page.getByRole('table', { name: 'Contracts you gave' });
    const row = given.locator('tbody tr', { hasText: name });
    await expect(row.getByText('Accepted')).toBeVisible();
    await row.getByRole('button', { name: `Ask to end the contract with ${name}` }).click();
    await expect(row.getByText('Ending requested')).toBeVisible();
    await agentContext.close();
  });

  await test.step('the downline confirms the ending in the contract popup', async () => {
    const again = await browser.newContext();
    const downline = await again.newPage();
    await dismissPopupNotices(downline);
    await logInAs(downline, 'jade', name);
    const popup = downline.getByRole('dialog', { name: 'Contract requests' });
    const request = popup.getByRole('region', { name: 'Request to end the contract for All games' });
    await expect(request.getByText('demoagent asks to end this contract.')).toBeVisible();
    await request.getByRole('button', { name: 'Confirm' }).click();
    await expect(popup).toHaveCount(0);
    const centre = await openAgentPage(downline, 'Daily salary');
    const own = centre.getByRole('table', { name: 'Your contracts' });
    await expect(own.locator('tbody tr', { hasText: 'demoagent' }).getByText('Terminated')).toBeVisible();
    await again.close();
  });
});

test('R7.48 R7.49 a new sub-agent accepts an hourly salary and rejects a real-time salary in the contract popup; each page shows the answer', async ({
  browser,
}) => {
  const { centre, name } = await demoAgentWithNewSubAgent(browser);
  await test.step('the agent offers an hourly and a real-time salary', async () => {
    for (const kind of ['Hourly salary', 'Real-time salary']) {
      await centre.getByRole('button', { name: kind, exact: true }).click();
      const form = centre.getByRole('form', { name: `Offer a ${kind} contract` });
      await form.getByLabel('Direct member').fill(name);
      await form.getByLabel('Bet volume at least').fill('0');
      await form.getByLabel('Active members').fill('0');
      await form.getByLabel('Rate (%)').fill('0.5');
      await form.getByRole('button', { name: 'Send the offer' }).click();
      await expect(form.getByText(`Offer sent to ${name}. It waits for their answer.`)).toBeVisible();
    }
    await centre.page().context().close();
  });

  const subContext = await browser.newContext();
  const sub = await subContext.newPage();
  await dismissPopupNotices(sub);
  await logInAs(sub, 'jade', name);
  await test.step('the popup holds both offers; one is accepted, the other rejected', async () => {
    const popup = sub.getByRole('dialog', { name: 'Contract requests' });
    const hourly = popup.getByRole('region', { name: 'Hourly salary' });
    const realtime = popup.getByRole('region', { name: 'Real-time salary' });
    await expect(hourly.getByText('demoagent offers you this contract (Hourly).')).toBeVisible();
    await expect(realtime.getByRole('region', { name: 'New offer for All games' })).toBeVisible();
    await hourly.getByRole('button', { name: 'Accept' }).click();
    await expect(hourly).toHaveCount(0);
    await realtime.getByRole('button', { name: 'Reject' }).click();
    await expect(popup).toHaveCount(0);
  });

  await test.step('the platform kept each answer: accepted hourly, rejected real-time', async () => {
    const page = await openAgentPage(sub, 'Hourly salary');
    const own = page.getByRole('table', { name: 'Your contracts' });
    await expect(own.locator('tbody tr', { hasText: 'demoagent' }).getByText('Accepted')).toBeVisible();
    await page.getByRole('button', { name: 'Real-time salary', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Real-time salary', exact: true })).toBeVisible();
    await expect(own.locator('tbody tr', { hasText: 'demoagent' }).getByText('Rejected')).toBeVisible();
  });
  await subContext.close();
});
