import { expect as baseExpect, type FrameLocator, type Page } from '@playwright/test';
import { origin, registerThroughForm } from './accounts-support';
import { depositInstantly, moveMoneyToTable } from './player-support';
import { test } from './support';

/**
 * The Cards & board lobby's banker card games, as a player meets them in Chromium against the
 * platform: a room joined from /pvp's Rooms list, money moved to the game's wallet, a round of
 * niu niu, sam gong and teen patti, the hands and winner the platform dealt, the return and the
 * balance, and the verify page dealing a round again from its revealed seed.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

interface Round {
  bet: string;
  stake: number;
  payout: number;
  balance: number;
  outcome: { hands: { side: string; cards: number[]; points: number }[]; result: string };
}

const SUITS = ['♠', '♥', '♦', '♣'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const cardName = (c: number) => `${RANKS[c % 13]}${SUITS[Math.floor(c / 13)]}`;
const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
const TEEN_PATTI = ['High card', 'Pair', 'Colour', 'Sequence', 'Pure sequence', 'Trail'];
/** A hand's name as the table shows it in English. */
const handName: Record<string, (points: number) => string> = {
  'Niu Niu': (p) => (p === 0 ? 'No niu' : p === 10 ? 'Niu Niu' : `Niu ${p}`),
  'Sam Gong': (p) => (p === 10 ? 'Three pictures' : `${p} points`),
  'Teen Patti': (p) => TEEN_PATTI[p]!,
};

/** Join the first room of a game from the Cards & board page; answers its frame, wallet and name. */
async function joinRoom(page: Page, game: string) {
  await page.goto(`${origin('aurora')}/pvp`);
  const room = page
    .getByRole('list', { name: 'Rooms' })
    .getByRole('listitem')
    .filter({ has: page.locator('strong', { hasText: new RegExp(`^${game} Chess$`) }) })
    .first();
  const name = ((await room.locator('strong').textContent()) ?? '').trim();
  const launched = page.waitForResponse((r) => r.url().includes('/wps/game/launchGame'));
  await room.getByRole('button', { name: 'Join' }).click();
  const { wallet } = ((await (await launched).json()) as { value: { wallet: string } }).value;
  await expect(page).toHaveURL(/\/game\?gameType=PVP&vassalage=[A-Z0-9]+&nodeId=\d+/);
  const table = page.frameLocator(`iframe[title="${name}"]`);
  await expect(table.locator('#app')).toHaveAttribute('aria-busy', 'false');
  await expect(table.getByRole('heading', { level: 1 })).toHaveText(name);
  return { table, wallet, name };
}

/** One round on the chosen bet, the bet picked with the keyboard; answers the platform's answer. */
async function playRound(page: Page, table: FrameLocator, bet: 'Player' | 'Banker' | 'Dealer') {
  const bets = table.getByRole('group', { name: 'Your bet' });
  await bets.getByRole('radio').first().focus();
  if (bet !== 'Player') await page.keyboard.press('ArrowDown');
  await expect(bets.getByRole('radio', { name: new RegExp(`^${bet}`) })).toBeChecked();
  await table.locator('#stake').fill('10.00');
  const answer = page.waitForResponse((r) => r.url().includes('/house/api/table/play'));
  await table.getByRole('button', { name: 'Deal', exact: true }).click();
  const round = ((await (await answer).json()) as { value: Round }).value;
  await expect(table.getByRole('button', { name: 'Deal', exact: true })).toBeEnabled();
  return round;
}

test('from the Cards & board rooms a player plays niu niu, sam gong and teen patti against the house: the platform’s hands, the winner, the return and the balance, and the verify page deals the hand again', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerThroughForm(page, { merchant: 'aurora', prefix: 'crd', password: 'Secret123!' });
  await depositInstantly(page, '100.00');

  let balance = 0;
  const games = [
    ['Niu Niu', 'Banker', 'Five cards each.'],
    ['Sam Gong', 'Player', 'three pictures beat all'],
    ['Teen Patti', 'Dealer', 'trail, pure sequence, sequence'],
  ] as const;
  for (const [game, bet, rule] of games) {
    // Niu niu, the widest felt, on a phone: the table fits without scrolling sideways.
    await page.setViewportSize(
      game === 'Niu Niu' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    );
    const { table, wallet } = await joinRoom(page, game);
    if (balance === 0) {
      // The rooms are one vendor's (Chess Club): one wallet for all three games.
      await expect(table.locator('#balance')).toHaveText('$0.00');
      await moveMoneyToTable(page, wallet, '60.00');
      balance = 60_00;
    }
    await expect(table.locator('#balance')).toHaveText(money(balance));
    const other = game === 'Teen Patti' ? 'Dealer' : 'Banker';
    await expect(table.locator('.bet')).toHaveText([`Playerpays 0.95:1`, `${other}pays 0.95:1`]);
    await expect(table.locator('#rule-note')).toContainText(rule);
    // Card backs before the round: five a side at niu niu, three at the others.
    const cards = game === 'Niu Niu' ? 5 : 3;
    await expect(table.locator('.card.back')).toHaveCount(cards * 2);

    const round = await playRound(page, table, bet);
    expect(round.bet).toBe(bet.toLowerCase());
    const hands = table.locator('.hand');
    for (const [i, hand] of round.outcome.hands.entries()) {
      expect(hand.cards).toHaveLength(cards);
      await expect(hands.nth(i).locator('h3')).toHaveText(i === 0 ? 'Player' : other);
      await expect(hands.nth(i).locator('.card')).toHaveText(hand.cards.map(cardName));
      await expect(hands.nth(i).locator('.hand-name')).toHaveText(handName[game]!(hand.points));
    }
    const winner = round.outcome.result;
    expect(['player', other.toLowerCase()]).toContain(winner);
    await expect(table.locator('.hand.won h3')).toHaveText(winner === 'player' ? 'Player' : other);
    await expect(table.locator('#felt-result')).toHaveText(`${winner === 'player' ? 'Player' : other} wins`);
    // Either side pays 0.95:1; there is no tie.
    const payout = winner === round.bet ? 19_50 : 0;
    expect(round.payout).toBe(payout);
    balance += payout - 10_00;
    expect(round.balance).toBe(balance);
    await expect(table.locator('#balance')).toHaveText(money(balance));
    await expect(table.locator('#message')).toHaveText(
      payout ? `You win ${money(payout)}` : 'No win this time',
    );
    if (game === 'Niu Niu') {
      const wide = await table.locator('body').evaluate((b) => b.scrollWidth > b.clientWidth);
      expect(wide).toBe(false);
    }
    if (game === 'Teen Patti') {
      // Provably fair: once its seed is revealed, the verify page deals the hand again in the browser.
      await table.getByText('Provably fair').click();
      await table.getByRole('button', { name: 'Reveal seed and start a new one' }).click();
      const link = table.getByRole('link', { name: 'Verify a round' });
      await expect(link).toHaveAttribute('href', /engine=teen-patti/);
      const verify = await page.context().newPage();
      await verify.goto(`${origin('aurora')}${await link.getAttribute('href')}`);
      await expect(verify.locator('#felt .card')).toHaveText(
        round.outcome.hands.flatMap((h) => h.cards.map(cardName)),
      );
      await expect(verify.locator('#felt .hand-name')).toHaveText(
        round.outcome.hands.map((h) => handName[game]!(h.points)),
      );
      await expect(verify.locator('#pays')).toHaveText(await table.locator('#felt-result').innerText());
      await verify.close();
    }
  }
  expect(consoleErrors).toEqual([]);
});

test.describe('a room’s stake at the table', () => {
  // The stake below the room's minimum is refused on purpose.
  test.use({ allowed: [/status of 400/] });

  test('a player who joins a high-stakes room meets the room’s minimum at the table: the stake starts there, less is refused without moving money, and the room’s minimum is played', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await registerThroughForm(page, { merchant: 'aurora', prefix: 'hir', password: 'Secret123!' });
    await depositInstantly(page, '100.00');

    const listed = page.waitForResponse((r) => r.url().includes('/wps/relay/GLS2_roomList'));
    await page.goto(`${origin('aurora')}/pvp`);
    const rooms = (
      (await (await listed).json()) as {
        value: { rooms: { gameName: string; level: string; minBetMinor: number }[] };
      }
    ).value.rooms;
    const high = rooms.find((r) => r.level === 'high' && r.gameName === 'Niu Niu Chess')!;
    const novice = rooms.find((r) => r.level === 'novice' && r.gameName === 'Niu Niu Chess')!;
    expect(high.minBetMinor).toBe(novice.minBetMinor * 50);

    await page
      .getByRole('group', { name: 'Stake level' })
      .getByRole('button', { name: 'High stakes' })
      .click();
    const room = page
      .getByRole('list', { name: 'Rooms' })
      .getByRole('listitem')
      .filter({ has: page.locator('strong', { hasText: /^Niu Niu Chess$/ }) });
    await expect(room).toContainText(money(high.minBetMinor));
    const launched = page.waitForResponse((r) => r.url().includes('/wps/game/launchGame'));
    await room.getByRole('button', { name: 'Join' }).click();
    expect((await launched).url()).toContain('room=high');
    const { wallet } = ((await (await launched).json()) as { value: { wallet: string } }).value;
    await expect(page).toHaveURL(/\/game\?gameType=PVP&vassalage=[A-Z0-9]+&nodeId=\d+&room=high$/);
    const table = page.frameLocator('iframe[title="Niu Niu Chess"]');
    await expect(table.locator('#app')).toHaveAttribute('aria-busy', 'false');
    // The table's stake starts at the room's minimum, not the game's.
    await expect(table.locator('#stake')).toHaveValue((high.minBetMinor / 100).toFixed(2));

    await moveMoneyToTable(page, wallet, '60.00');
    await expect(table.locator('#balance')).toHaveText('$60.00');
    const deal = table.getByRole('button', { name: 'Deal', exact: true });
    await table.locator('#stake').fill((novice.minBetMinor / 100).toFixed(2));
    const refused = page.waitForResponse((r) => r.url().includes('/house/api/table/play'));
    await deal.click();
    const refusal = await refused;
    expect(refusal.status()).toBe(400);
    expect(((await refusal.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('stake');
    // The page names the room's least stake in its own words.
    await expect(table.locator('#message')).toHaveText(`The least stake here is ${money(high.minBetMinor)}.`);
    await expect(table.locator('#balance')).toHaveText('$60.00');

    await table.locator('#stake').fill((high.minBetMinor / 100).toFixed(2));
    const played = page.waitForResponse((r) => r.url().includes('/house/api/table/play'));
    await deal.click();
    const round = ((await (await played).json()) as { value: Round }).value;
    expect(round.stake).toBe(high.minBetMinor);
    await expect(table.locator('#balance')).toHaveText(money(60_00 - high.minBetMinor + round.payout));
    // The refused stake's 400 is the only console error.
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});
