import { expect as baseExpect, type FrameLocator, type Page } from '@playwright/test';
import { origin, registerThroughForm } from './accounts-support';
import { loseAnswers } from './lost-answer-support';
import { depositInstantly, moveMoneyToTable } from './player-support';
import { test } from './support';

/**
 * The live tables the house deals, as a player meets them in Chromium against the platform:
 * from the live lobby's categories into a table's frame, a bet on a side, the cards, dice or
 * pocket the platform dealt, what the rules return for it and the balance after.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

interface Round {
  bet: string;
  stake: number;
  payout: number;
  balance: number;
  outcome: {
    hands: { side: string; cards: number[]; points: number }[];
    dice: number[];
    number: number | null;
    result: string;
  };
}

/** Open the first table of a live category from the lobby; answers the table's frame, wallet and name. */
async function openTable(
  page: Page,
  category: string,
): Promise<{ table: FrameLocator; wallet: string; name: string }> {
  await page.goto(`${origin('aurora')}/live`);
  await page
    .getByRole('group', { name: 'Table categories' })
    .getByRole('button', { name: category, exact: true })
    .click();
  const card = page.getByRole('list', { name: category, exact: true }).getByRole('article').first();
  const name = (await card.getAttribute('aria-label')) as string;
  const launched = page.waitForResponse((r) => r.url().includes('/wps/game/launchGame'));
  await card.getByRole('button', { name: `Play ${name}` }).click();
  const { wallet } = ((await (await launched).json()) as { value: { wallet: string } }).value;
  const table = page.frameLocator(`iframe[title="${name}"]`);
  await expect(table.locator('#app')).toHaveAttribute('aria-busy', 'false');
  return { table, wallet, name };
}

/** Play one round with `bet` and `stake`; answers the platform's answer as the page received it. */
async function playRound(
  page: Page,
  table: FrameLocator,
  bet: string,
  stake: string,
  button: string,
): Promise<Round> {
  await table.getByRole('radio', { name: new RegExp(`^${bet}`) }).check();
  await table.locator('#stake').fill(stake);
  const answer = page.waitForResponse((r) => r.url().includes('/house/api/table/play'));
  await table.getByRole('button', { name: button, exact: true }).click();
  const round = ((await (await answer).json()) as { value: Round }).value;
  await expect(table.getByRole('button', { name: button, exact: true })).toBeEnabled();
  return round;
}

const SUITS = ['♠', '♥', '♦', '♣'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const cardName = (c: number) => `${RANKS[c % 13]}${SUITS[Math.floor(c / 13)]}`;
const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;

test.describe('baccarat', () => {
  // The stake under the table's minimum is refused on purpose: the browser logs that 400.
  test.use({ allowed: [/status of 400 \(Bad Request\)/] });

  test('a player bets on a live baccarat table the house deals: the platform’s cards and points, the return its rules name, the balance', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await registerThroughForm(page, { merchant: 'aurora', prefix: 'bac', password: 'Secret123!' });
    await depositInstantly(page, '100.00');

    const { table, wallet } = await openTable(page, 'Baccarat');
    await expect(table.getByRole('heading', { level: 1 })).toHaveText(/Baccarat/);
    await expect(table.locator('#balance')).toHaveText('$0.00');
    await moveMoneyToTable(page, wallet, '60.00');
    await expect(table.locator('#balance')).toHaveText('$60.00');
    // The bets and what each pays, from the platform's rules.
    await expect(table.getByRole('group', { name: 'Your bet' }).getByRole('radio')).toHaveCount(3);
    await expect(table.locator('.bet')).toHaveText(['Playerpays 1:1', 'Bankerpays 0.95:1', 'Tiepays 8:1']);
    await expect(table.getByText(/On a tie, player and banker bets are returned/)).toBeVisible();

    let balance = 60_00;
    let last: Round | undefined;
    for (const bet of ['Banker', 'Player', 'Tie']) {
      // Every live table takes 10.00 (their minimums are 1.00, 5.00 and 10.00).
      const round = await playRound(page, table, bet, '10.00', 'Deal');
      last = round;
      expect(round.bet).toBe(bet.toLowerCase());
      // The cards and points on the felt are the platform's.
      const hands = table.locator('.hand');
      for (const [i, hand] of round.outcome.hands.entries()) {
        await expect(hands.nth(i).locator('.card')).toHaveText(hand.cards.map(cardName));
        await expect(hands.nth(i).locator('.points')).toHaveText(String(hand.points));
      }
      const winner = round.outcome.result;
      await expect(table.locator('#felt-result')).toHaveText(
        winner === 'tie' ? 'Tie' : `${winner[0]!.toUpperCase()}${winner.slice(1)} wins`,
      );
      // What the bet returns follows punto banco: 1:1, 0.95:1 for the banker, 8:1 on a tie, stakes back on a tie.
      const expected =
        winner === round.bet
          ? { player: 20_00, banker: 19_50, tie: 90_00 }[round.bet]!
          : winner === 'tie'
            ? 10_00
            : 0;
      expect(round.payout).toBe(expected);
      balance += round.payout - 10_00;
      expect(round.balance).toBe(balance);
      await expect(table.locator('#balance')).toHaveText(money(balance));
      await expect(table.locator('#message')).toHaveText(
        expected > 10_00
          ? `You win ${money(expected)}`
          : expected === 10_00
            ? 'A tie: your stake is returned'
            : 'No win this time',
      );
    }
    await expect(table.locator('#history li')).toHaveCount(3);

    // Provably fair: once its seed is revealed, the verify page deals the last hand again in the browser.
    await table.getByText('Provably fair').click();
    await table.getByRole('button', { name: 'Reveal seed and start a new one' }).click();
    const link = table.getByRole('link', { name: 'Verify a round' });
    await expect(link).toHaveAttribute('href', /engine=baccarat.*nonce=3/);
    const verify = await page.context().newPage();
    await verify.goto(`${origin('aurora')}${await link.getAttribute('href')}`);
    await expect(verify.locator('#felt .card')).toHaveText(
      last!.outcome.hands.flatMap((h) => h.cards.map(cardName)),
    );
    await expect(verify.locator('#pays')).toHaveText(await table.locator('#felt-result').innerText());
    await verify.close();

    // A stake under the table's minimum is refused by the platform, and nothing is charged;
    // the page names the least stake in its own words and the player's currency.
    await table.locator('#stake').fill('0.10');
    const refusal = page.waitForResponse((r) => r.url().includes('/house/api/table/play'));
    await table.getByRole('button', { name: 'Deal', exact: true }).click();
    const refused = (await (await refusal).json()) as { code: string; value: { minStake: number } };
    expect(refused.code).toBe('VALIDATION');
    await expect(table.locator('#message')).toHaveClass(/error/);
    await expect(table.locator('#message')).toHaveText(
      `The least stake here is ${money(refused.value.minStake)}.`,
    );
    await expect(table.locator('#balance')).toHaveText(money(balance));
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});

test('roulette and sic bo tables show the platform’s pocket and dice; a phone fits the table without scrolling sideways', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerThroughForm(page, { merchant: 'aurora', prefix: 'rou', password: 'Secret123!' });
  await depositInstantly(page, '50.00');
  await page.setViewportSize({ width: 390, height: 844 });

  const roulette = await openTable(page, 'Roulette');
  // The frame's bar keeps to two rows on a phone: back and the name, then the wallet's buttons side by side.
  const back = await page.getByRole('button', { name: '‹ Back', exact: true }).boundingBox();
  const move = await page.getByRole('button', { name: 'Move money to this game' }).boundingBox();
  const full = await page.getByRole('button', { name: 'Full screen' }).boundingBox();
  expect(move!.y).toBeGreaterThan(back!.y + back!.height);
  expect(Math.abs(move!.y - full!.y)).toBeLessThan(2);
  expect(move!.height).toBeLessThan(44);
  await moveMoneyToTable(page, roulette.wallet, '40.00');
  await expect(roulette.table.locator('#balance')).toHaveText('$40.00');
  const spun = await playRound(page, roulette.table, 'Red', '10.00', 'Spin');
  await expect(roulette.table.locator('.pocket')).toHaveText(String(spun.outcome.number));
  expect(spun.payout).toBe(spun.outcome.result === 'red' ? 20_00 : 0);
  const wide = await roulette.table.locator('body').evaluate((b) => b.scrollWidth > b.clientWidth);
  expect(wide).toBe(false);

  const sicbo = await openTable(page, 'Sic bo');
  if (sicbo.wallet !== roulette.wallet) await moveMoneyToTable(page, sicbo.wallet, '10.00');
  const rolled = await playRound(page, sicbo.table, 'Big', '10.00', 'Roll');
  await expect(sicbo.table.locator('.die')).toHaveCount(3);
  for (const [i, d] of rolled.outcome.dice.entries())
    await expect(sicbo.table.locator('.die').nth(i)).toHaveAttribute('aria-label', String(d));
  expect(rolled.payout).toBe(rolled.outcome.result === 'big' ? 20_00 : 0);
  expect(consoleErrors).toEqual([]);
});

test.describe('lost answers', () => {
  // The reset connections are what this test makes happen.
  test.use({ allowed: [/ERR_CONNECTION_RESET/] });

  test('a dragon tiger hand whose answer is lost, or that a reload interrupts, shows its one result and is charged once', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await registerThroughForm(page, { merchant: 'aurora', prefix: 'dtl', password: 'Secret123!' });
    await depositInstantly(page, '50.00');
    const { table, wallet, name } = await openTable(page, 'Dragon tiger');
    await moveMoneyToTable(page, wallet, '40.00');
    await expect(table.locator('#balance')).toHaveText('$40.00');

    // The first answer is lost: the table asks again with the same round id and deals nothing new.
    const lost = await loseAnswers(page, '**/house/api/table/play', 1);
    const first = await playRound(page, table, 'Tiger', '10.00', 'Deal');
    await expect(table.locator('#message')).toContainText('This round was already played');
    expect((lost[0] as { value: Round }).value).toEqual(first);
    await expect(table.locator('#balance')).toHaveText(money(first.balance));
    await expect(table.locator('#history li')).toHaveCount(1);
    await page.unrouteAll({ behavior: 'wait' });

    // Every answer of the next hand is lost, then the player reloads: the hand is learnt, not dealt again.
    const gone = await loseAnswers(page, '**/house/api/table/play', 100);
    await table.getByRole('radio', { name: /^Dragon/ }).check();
    await table.getByRole('button', { name: 'Deal', exact: true }).click();
    await expect(table.locator('#message')).toContainText('We could not confirm your last round');
    await page.unrouteAll({ behavior: 'wait' });
    await page.reload();
    const again = page.frameLocator(`iframe[title="${name}"]`);
    await expect(again.locator('#message')).toContainText('This round was already played');
    const second = (gone[0] as { value: Round }).value;
    expect(second.bet).toBe('dragon');
    await expect(again.getByRole('radio', { name: /^Dragon/ })).toBeChecked();
    await expect(again.locator('#balance')).toHaveText(money(second.balance));
    await expect(again.locator('#history li')).toHaveCount(2);
    expect(second.balance).toBe(40_00 - 2 * 10_00 + first.payout + second.payout);
    expect(consoleErrors.filter((e) => !/ERR_CONNECTION_RESET/.test(e))).toEqual([]);
  });
});

/** Open a table of a live category by its name from the lobby; answers its frame and wallet. */
async function openNamedTable(
  page: Page,
  category: string,
  name: RegExp,
): Promise<{ table: FrameLocator; wallet: string; name: string }> {
  await page.goto(`${origin('aurora')}/live`);
  await page
    .getByRole('group', { name: 'Table categories' })
    .getByRole('button', { name: category, exact: true })
    .click();
  const card = page.getByRole('list', { name: category, exact: true }).getByRole('article', { name }).first();
  const title = (await card.getAttribute('aria-label')) as string;
  const launched = page.waitForResponse((r) => r.url().includes('/wps/game/launchGame'));
  await card.getByRole('button', { name: `Play ${title}` }).click();
  const { wallet } = ((await (await launched).json()) as { value: { wallet: string } }).value;
  const table = page.frameLocator(`iframe[title="${title}"]`);
  await expect(table.locator('#app')).toHaveAttribute('aria-busy', 'false');
  return { table, wallet, name: title };
}

/** The felt's height, to tell that a round's result did not move the page. */
const feltHeight = async (table: FrameLocator) => (await table.locator('#felt').boundingBox())!.height;

test('the Others tables: a Fan Tan round shows the platform’s beans and remainder, an Andar Bahar round its joker and rows, on a phone too', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerThroughForm(page, { merchant: 'aurora', prefix: 'oth', password: 'Secret123!' });
  await depositInstantly(page, '100.00');

  const fanTan = await openNamedTable(page, 'Others', /^Fan Tan /);
  await moveMoneyToTable(page, fanTan.wallet, '40.00');
  await expect(fanTan.table.locator('#balance')).toHaveText('$40.00');
  await expect(fanTan.table.locator('.bet')).toHaveText([
    'Fan 1pays 2.85:1',
    'Fan 2pays 2.85:1',
    'Fan 3pays 2.85:1',
    'Fan 4pays 2.85:1',
    'Oddpays 0.95:1',
    'Evenpays 0.95:1',
  ]);
  await expect(fanTan.table.getByText(/the 1 to 4 left is the result/)).toBeVisible();
  await expect(fanTan.table.getByRole('img', { name: 'The beans are under the cup' })).toBeVisible();
  const atRest = await feltHeight(fanTan.table);

  // The keyboard chooses the bet (arrows move along the radios) and plays the round.
  await fanTan.table.getByRole('radio', { name: /^Fan 1/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(fanTan.table.getByRole('radio', { name: /^Fan 2/ })).toBeChecked();
  await fanTan.table.locator('#stake').fill('10.00');
  const answer = page.waitForResponse((r) => r.url().includes('/house/api/table/play'));
  await fanTan.table.getByRole('button', { name: 'Reveal', exact: true }).focus();
  await page.keyboard.press('Enter');
  const beans = ((await (await answer).json()) as { value: Round }).value;
  expect(beans.bet).toBe('fan2');
  const count = beans.outcome.number!;
  const left = count % 4 || 4;
  expect(beans.outcome.result).toBe(`fan${left}`);
  await expect(fanTan.table.locator('.bean')).toHaveCount(count);
  await expect(fanTan.table.locator('.group.left .bean')).toHaveCount(left);
  await expect(fanTan.table.getByRole('img', { name: `${count} beans, ${left} left` })).toBeVisible();
  await expect(fanTan.table.locator('#felt-result')).toHaveText(
    `${count} · Fan ${left} · ${left % 2 === 1 ? 'Odd' : 'Even'}`,
  );
  expect(beans.payout).toBe(left === 2 ? 38_50 : 0);
  expect(beans.balance).toBe(40_00 - 10_00 + beans.payout);
  await expect(fanTan.table.locator('#balance')).toHaveText(money(beans.balance));
  expect(await feltHeight(fanTan.table)).toBe(atRest);

  // Andar bahar on a phone: the joker, the rows of cards the platform dealt, the side that matched it.
  await page.setViewportSize({ width: 390, height: 844 });
  const andarBahar = await openNamedTable(page, 'Others', /^Andar Bahar /);
  if (andarBahar.wallet !== fanTan.wallet) await moveMoneyToTable(page, andarBahar.wallet, '40.00');
  await expect(andarBahar.table.locator('.bet')).toHaveText(['Andarpays 0.9:1', 'Baharpays 1:1']);
  await expect(andarBahar.table.getByText(/until one matches the joker’s rank/)).toBeVisible();
  const before = Number((await andarBahar.table.locator('#balance').innerText()).replace(/[$,]/g, '')) * 100;
  const restHeight = await feltHeight(andarBahar.table);
  const dealt = await playRound(page, andarBahar.table, 'Andar', '10.00', 'Deal');
  const [andar, bahar, joker] = dealt.outcome.hands;
  await expect(andarBahar.table.locator('.joker .card')).toHaveText(cardName(joker!.cards[0]!));
  await expect(andarBahar.table.locator('.hand.row').nth(0).locator('.card')).toHaveText(
    andar!.cards.map(cardName),
  );
  await expect(andarBahar.table.locator('.hand.row').nth(1).locator('.card')).toHaveText(
    bahar!.cards.map(cardName),
  );
  const winner = dealt.outcome.result === 'andar' ? andar! : bahar!;
  expect(winner.cards.at(-1)! % 13).toBe(joker!.cards[0]! % 13);
  await expect(andarBahar.table.locator('.hand.won h3')).toHaveText(
    dealt.outcome.result === 'andar' ? 'Andar' : 'Bahar',
  );
  await expect(andarBahar.table.locator('#felt-result')).toHaveText(
    dealt.outcome.result === 'andar' ? 'Andar wins' : 'Bahar wins',
  );
  expect(dealt.payout).toBe(dealt.outcome.result === 'andar' ? 19_00 : 0);
  expect(dealt.balance).toBe(before - 10_00 + dealt.payout);
  await expect(andarBahar.table.locator('#balance')).toHaveText(money(dealt.balance));
  expect(await feltHeight(andarBahar.table)).toBe(restHeight);
  const wide = await andarBahar.table.locator('body').evaluate((b) => b.scrollWidth > b.clientWidth);
  expect(wide).toBe(false);

  // Provably fair: the revealed seed shuffles the same deck again on the verify page, in the browser.
  await andarBahar.table.getByText('Provably fair').click();
  await andarBahar.table.getByRole('button', { name: 'Reveal seed and start a new one' }).click();
  const link = andarBahar.table.getByRole('link', { name: 'Verify a round' });
  await expect(link).toHaveAttribute('href', /engine=andar-bahar.*nonce=2/);
  const verify = await page.context().newPage();
  await verify.goto(`${origin('aurora')}${await link.getAttribute('href')}`);
  await expect(verify.locator('#felt .card')).toHaveText(
    [joker!, andar!, bahar!].flatMap((h) => h.cards.map(cardName)),
  );
  await expect(verify.locator('#pays')).toHaveText(
    await andarBahar.table.locator('#felt-result').innerText(),
  );
  await verify.close();
  expect(consoleErrors).toEqual([]);
});

test('R2.33 the cockfight launches its game from the nav: a round shows meron and wala, the platform’s winner and what the bet returns', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerThroughForm(page, { merchant: 'aurora', prefix: 'ckf', password: 'Secret123!' });
  await depositInstantly(page, '50.00');
  const launched = page.waitForResponse((r) => r.url().includes('/wps/game/launchGame'));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Cockfight', exact: true })
    .click();
  await expect(page).toHaveURL(/\/game\?gameType=COCKFIGHT&/);
  const { wallet } = ((await (await launched).json()) as { value: { wallet: string } }).value;
  const table = page.frameLocator('iframe[title="Cockpit Arena Live"]');
  await expect(table.locator('#app')).toHaveAttribute('aria-busy', 'false');
  await moveMoneyToTable(page, wallet, '30.00');
  await expect(table.locator('#balance')).toHaveText('$30.00');
  await expect(table.locator('.bet')).toHaveText(['Meronpays 0.9:1', 'Walapays 0.9:1', 'Drawpays 45:1']);
  await expect(table.getByText(/returned on a draw/)).toBeVisible();
  await expect(table.locator('.fighter figcaption')).toHaveText(['Meron', 'Wala']);

  const round = await playRound(page, table, 'Meron', '10.00', 'Fight');
  const result = round.outcome.result;
  expect(['meron', 'wala', 'draw']).toContain(result);
  if (result === 'draw') {
    await expect(table.locator('.fighter.won')).toHaveCount(0);
    await expect(table.locator('#felt-result')).toHaveText('Draw');
    await expect(table.locator('#message')).toHaveText('A draw: your stake is returned');
  } else {
    const side = result === 'meron' ? 'Meron' : 'Wala';
    await expect(table.locator('.fighter.won figcaption')).toHaveText(side);
    await expect(table.locator('#felt-result')).toHaveText(`${side} wins`);
  }
  expect(round.payout).toBe({ meron: 19_00, wala: 0, draw: 10_00 }[result as 'meron' | 'wala' | 'draw']);
  expect(round.balance).toBe(30_00 - 10_00 + round.payout);
  await expect(table.locator('#balance')).toHaveText(money(round.balance));
  expect(consoleErrors).toEqual([]);
});
