import { expect as baseExpect, type Page, type Request, type Response } from '@playwright/test';
import { origin, servedJson } from './accounts-support';
import { logInNewPlayer } from './player-support';
import { platformAnswer, requestsTo, test } from './support';

/**
 * The game lobbies and launches as a visitor and a member use them, in Chromium against the
 * real platform: which page shows which game type, the vendor rows and their arrows, the help
 * pages with and without the header, where a vendor launch leads, and the slot lobby's list
 * rules (hot and favourite modes, filters that start over, paging that waits and stops). Every
 * expectation is the platform's own answer to the page's request.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

interface Vendor {
  title: string;
  vassalage: string;
  gameType: string;
  gameCount: number;
  gameCode?: string;
  defaultPlayType?: string;
}
interface Lane {
  gameCategory: string;
  vendors: Vendor[];
}
interface Card {
  nodeId: number;
  name: string;
  lobbyCategory?: string;
}

const GAME_LIST = '/wps/relay/GCSGAME_gameList';
const WINNER_BOARD = '/wps/relay/ODSFE2_getWinnerBoard';
const HOT_LIST = '/wps/relay/GCSGAME_hotGamesV2';
const FAVOURITES_LIST = '/wps/relay/MCSFE_getFavoriteGamesList';

const lanesOf = async (page: Page) =>
  (await platformAnswer<{ lanes: Lane[] }>(page, '/lgw/games/game_menus?language=EN', 'games')).lanes;
const laneOf = (lanes: Lane[], category: string): Vendor[] => {
  const lane = lanes.find((l) => l.gameCategory === category);
  if (!lane) throw new Error(`the platform has no ${category} lane`);
  return lane.vendors;
};

const isCall = (path: string) => (r: Request | Response) => new URL(r.url()).pathname === path;
const query = (r: Request) => Object.fromEntries(new URL(r.url()).searchParams);
const slotLobby = (page: Page) => page.getByRole('region', { name: 'Slot games' });
const slotVendors = (page: Page) => slotLobby(page).getByRole('region', { name: 'Vendors' });
/** The line under the filters that says how many games the list holds. */
const countLine = (page: Page) => slotLobby(page).locator('p[aria-live]');
const showChip = (page: Page, name: string) =>
  slotLobby(page).getByRole('group', { name: 'Show' }).getByRole('button', { name, exact: true });

interface SiteNode {
  type: string;
  props?: Record<string, unknown>;
  children?: SiteNode[];
}

/** The props of the first `type` widget on a served site's page. */
function widgetProps<T>(merchant: string, route: string, type: string): T {
  const { pages } = servedJson<{ pages: { route: string; nodes: SiteNode[] }[] }>(merchant, 'site.json');
  const find = (nodes: SiteNode[]): SiteNode | undefined => {
    for (const n of nodes) {
      const hit = n.type === type ? n : find(n.children ?? []);
      if (hit) return hit;
    }
    return undefined;
  };
  const node = find(pages.find((p) => p.route === route)?.nodes ?? []);
  if (!node) throw new Error(`no ${type} on ${merchant} ${route}`);
  return (node.props ?? {}) as T;
}

/** Two frames drawn: whatever a scroll set off has been asked for by then. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test('R2.5 R2.9 R2.55 /live, /pvp, /fish, /sports and /esports are lobby pages of the type their name says, with arrows on a vendor row above 8 vendors', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('aurora')}/`);
  const lanes = await lanesOf(page);
  // /sports and /esports are the same widget told nothing but "the route": the name decides.
  for (const route of ['/sports', '/esports'])
    expect(widgetProps<{ gameType: string }>('aurora', route, 'game-lobby').gameType, route).toBe('route');
  const lobbies: [string, string, string][] = [
    ['/live', 'LIVE', 'Live casino'],
    ['/pvp', 'PVP', 'Cards & board games'],
    ['/fish', 'FISH', 'Fishing games'],
    ['/sports', 'SPORTS', 'Sports'],
    ['/esports', 'ESPORTS', 'Esports'],
  ];
  const counts: number[] = [];
  for (const [path, category, title] of lobbies) {
    await page.goto(`${origin('aurora')}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true }), path).toBeVisible();
    const vendors = laneOf(lanes, category);
    counts.push(vendors.length);
    const row = page.getByRole('main').first().getByRole('region', { name: 'Vendors' });
    // A visitor has no favourites: the platform's vendors of that type, in its order.
    await expect(row.getByRole('group'), path).toHaveCount(vendors.length);
    expect(
      await row.getByRole('group').evaluateAll((g) => g.map((e) => e.getAttribute('aria-label'))),
      path,
    ).toEqual(vendors.map((v) => v.title));
    await expect(row.getByRole('button', { name: 'Next' }), path).toHaveCount(vendors.length > 8 ? 1 : 0);
    await expect(row.getByRole('button', { name: 'Previous' }), path).toHaveCount(vendors.length > 8 ? 1 : 0);
  }
  // The shipped lanes put lobbies on both sides of the threshold.
  expect(counts.some((n) => n > 8) && counts.some((n) => n <= 8)).toBe(true);

  // The slot lobby's row: "All vendors" and each slot vendor, with arrows that scroll it.
  await page.goto(`${origin('aurora')}/rng`);
  const slots = laneOf(lanes, 'RNG');
  expect(slots.length + 1).toBeGreaterThan(8);
  // "All vendors", each slot vendor, and the two arrows.
  await expect(slotVendors(page).getByRole('button')).toHaveCount(slots.length + 1 + 2);
  const strip = slotVendors(page)
    .locator('div')
    .filter({ has: page.getByRole('button', { name: /^All vendors/ }) })
    .last();
  const scrolled = () => strip.evaluate((el) => el.scrollLeft);
  expect(await scrolled()).toBe(0);
  await slotVendors(page).getByRole('button', { name: 'Next' }).click();
  await expect.poll(scrolled).toBeGreaterThan(0);
  await slotVendors(page).getByRole('button', { name: 'Previous' }).click();
  await expect.poll(scrolled).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('R2.12 /help is the help centre under the header; /helpmc shows the same help with no header', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('aurora')}/help`);
  const { categories } = await platformAnswer<{ categories: { title: string }[] }>(
    page,
    '/wps/system/helpCenter?language=EN',
    'help',
  );
  expect(categories.length).toBeGreaterThan(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  const topic = (title: string) =>
    page.getByRole('main').first().getByRole('heading', { level: 2, name: title, exact: true });
  for (const c of categories) await expect(topic(c.title)).toBeVisible();

  await page.goto(`${origin('aurora')}/helpmc`);
  for (const c of categories) await expect(topic(c.title)).toBeVisible();
  // No header: no banner landmark, no main nav, no login or member panel.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByPlaceholder('Username')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('R2.7 R4.19 R4.20 R4.21 from jade’s vendor carousel a member’s slot vendor is kept and /rng opens on it, a fishing vendor lists its games in a popup, a live vendor starts in the game route, and the lottery vendors open the lottery page', async ({
  page,
  consoleErrors,
}) => {
  await logInNewPlayer(page, 'jade');
  const home = `${origin('jade')}/`;
  const lanes = await lanesOf(page);
  const carousel = page.getByRole('region', { name: 'Game vendors' });
  /** Open a vendor of the carousel: focus holds the carousel still, the keyboard opens it. */
  const open = async (title: string) => {
    const button = carousel.getByRole('button', { name: title, exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
  };
  const lists = requestsTo(page, GAME_LIST);

  await test.step('R4.21 R2.7 a slot vendor is kept and the player goes to /rng?page=<vendor>', async () => {
    // Not the lobby's own first vendor, so only the kept choice can put the lobby on it.
    const slot = laneOf(lanes, 'RNG')[1]!;
    await open(slot.title);
    await expect(page).toHaveURL(`${origin('jade')}/rng?page=${slot.vassalage}`);
    await expect(
      slotVendors(page).getByRole('button', { name: new RegExp(`^${slot.title}`) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => lists.map(query).some((q) => q.vassalage === slot.vassalage)).toBe(true);
    await expect(countLine(page)).toHaveText(`${slot.gameCount.toLocaleString('en')} games`);
    // Back on /rng with no vendor in the address: the kept vendor, not the lobby's first.
    lists.length = 0;
    await page.goto(`${origin('jade')}/rng`);
    await expect(
      slotVendors(page).getByRole('button', { name: new RegExp(`^${slot.title}`) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => lists.length).toBeGreaterThan(0);
    expect(lists.map(query).every((q) => q.vassalage === slot.vassalage)).toBe(true);
    // R2.7: the address's page names the vendor shown, whatever was kept.
    const other = laneOf(lanes, 'RNG')[2]!;
    await page.goto(`${origin('jade')}/rng?page=${other.vassalage}`);
    await expect(
      slotVendors(page).getByRole('button', { name: new RegExp(`^${other.title}`) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(countLine(page)).toHaveText(`${other.gameCount.toLocaleString('en')} games`);
  });

  await test.step('R4.20 a VASSALAGE vendor opens its list of games in a popup, and stays on the page', async () => {
    const fish = laneOf(lanes, 'FISH').find((v) => v.gameType === 'FISH')!;
    await page.goto(home);
    const answer = page.waitForResponse(isCall('/wps/relay/GCSGAME_getVassGameType'));
    await open(fish.title);
    const list = ((await (await answer).json()) as { value: { games: Card[] } }).value.games;
    expect(list.length).toBeGreaterThan(0);
    const popup = page
      .getByRole('dialog', { name: 'Games' })
      .getByRole('list', { name: `Games of ${fish.title}` });
    await expect(popup.getByRole('button', { name: /^Play / })).toHaveCount(list.length);
    await expect(page).toHaveURL(home);
  });

  await test.step('R4.20 a vendor that is a game starts in the game route', async () => {
    const live = laneOf(lanes, 'LIVE')[0]!;
    await page.goto(home);
    await open(live.title);
    await expect(page).toHaveURL(/\/game\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      gameType: live.gameType,
      vassalage: live.vassalage,
      gameId: live.gameCode,
    });
  });

  await test.step('R4.19 each lottery vendor of the LOTT lane goes to /lottery with its game code and play type', async () => {
    const lotteries = laneOf(lanes, 'LOTT');
    expect(lotteries.length).toBeGreaterThan(0);
    for (const v of lotteries) {
      await page.goto(home);
      await open(v.title);
      await expect(page).toHaveURL(/\/lottery\?/);
      expect(Object.fromEntries(new URL(page.url()).searchParams), v.vassalage).toEqual({
        vendor: v.vassalage,
        gameCode: v.gameCode,
        playType: v.defaultPlayType,
      });
    }
  });
  expect(consoleErrors).toEqual([]);
});

test('R4.25 R4.26 the slot lobby’s hot mode shows the whole hot list at once and keeps it; favourites ask a visitor to log in and load for a member', async ({
  page,
  consoleErrors,
}) => {
  const hot = requestsTo(page, HOT_LIST);
  const lists = requestsTo(page, GAME_LIST);
  const favourites = requestsTo(page, FAVOURITES_LIST);
  const articles = slotLobby(page).getByRole('article');
  const names = () => articles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

  await test.step('R4.26 a visitor sees the hot list; favourites open the login and ask the platform nothing', async () => {
    await page.goto(`${origin('aurora')}/rng`);
    await expect(showChip(page, 'Hot')).toHaveAttribute('aria-pressed', 'true');
    // The hot list of the vendor the lobby is on, as the platform answers it.
    const pressed = slotVendors(page).getByRole('button', { pressed: true });
    await expect(pressed).toHaveCount(1);
    const label = (await pressed.textContent()) ?? '';
    const shownVendor = laneOf(await lanesOf(page), 'RNG').find((v) => label.startsWith(v.title));
    expect(shownVendor).toBeDefined();
    const { list } = await platformAnswer<{ list: Card[] }>(
      page,
      `${HOT_LIST}?isPlatform=2&gameType=RNG&vassalage=${shownVendor!.vassalage}` +
        `&platform=${encodeURIComponent('flash,html5-desktop')}&language=EN`,
      'games',
    );
    expect(list.length).toBeGreaterThan(0);
    await expect(articles).toHaveCount(list.length);
    expect(await names()).toEqual(list.map((g) => g.name));
    await showChip(page, 'Favourites').click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await settled(page);
    expect(favourites).toHaveLength(0);
    expect(lists).toHaveLength(0);
    await expect(showChip(page, 'Hot')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
  });

  await logInNewPlayer(page, 'aurora');
  await page.goto(`${origin('aurora')}/rng`);
  await expect(showChip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(articles.first()).toBeVisible();

  await test.step('R4.25 the member’s hot list of every vendor: all of it in one answer, no paging, kept for the next time', async () => {
    await slotVendors(page)
      .getByRole('button', { name: /^All vendors/ })
      .click();
    await expect(countLine(page)).toHaveText(/^\d{1,3}(,\d{3})+ games$/);
    // The platform's hot list of every vendor (asked before the page asks: the count below is the page's).
    const { list } = await platformAnswer<{ list: Card[] }>(
      page,
      `${HOT_LIST}?isPlatform=2&gameType=RNG&platform=${encodeURIComponent('flash,html5-desktop')}&language=EN`,
      'games',
    );
    hot.length = 0;
    await showChip(page, 'Hot').click();
    await expect(showChip(page, 'Hot')).toHaveAttribute('aria-pressed', 'true');
    // More than a page of 21, all shown from one answer.
    expect(list.length).toBeGreaterThan(21);
    await expect(articles).toHaveCount(list.length);
    expect(await names()).toEqual(list.map((g) => g.name));
    await expect(countLine(page)).toHaveText(`${list.length} games`);
    expect(hot.length).toBeLessThanOrEqual(1);
    expect(hot.every((r) => !new URL(r.url()).searchParams.has('pageNo'))).toBe(true);
    const listed = lists.length;
    const asked = hot.length;
    for (let i = 0; i < 4; i += 1) {
      await page.mouse.wheel(0, 4000);
      await settled(page);
    }
    expect(lists).toHaveLength(listed);
    expect(hot).toHaveLength(asked);
    // To the full list and back: the hot list is the one already held.
    await showChip(page, 'All').click();
    await expect.poll(() => lists.length).toBeGreaterThan(listed);
    await showChip(page, 'Hot').click();
    await expect(showChip(page, 'Hot')).toHaveAttribute('aria-pressed', 'true');
    await expect(articles).toHaveCount(list.length);
    expect(await names()).toEqual(list.map((g) => g.name));
    expect(hot).toHaveLength(asked);
  });

  await test.step('R4.26 a member’s favourites load from the platform', async () => {
    const mine = page.waitForResponse(isCall(FAVOURITES_LIST));
    await showChip(page, 'Favourites').click();
    await expect(showChip(page, 'Favourites')).toHaveAttribute('aria-pressed', 'true');
    expect(((await (await mine).json()) as { value: { list: Card[] } }).value.list).toEqual([]);
    await expect(
      slotLobby(page).getByText('No favourites yet: tap the heart on a game to keep it here.'),
    ).toBeVisible();
  });
  expect(consoleErrors).toEqual([]);
});

test('R4.27 R2.59 R9.18 the whole slot catalogue is about 10,000 games; each change of vendor, search, classification or minimum bet asks for page 1 of 21 with the other filters cleared', async ({
  page,
  consoleErrors,
}) => {
  await logInNewPlayer(page, 'aurora');
  await page.goto(`${origin('aurora')}/rng`);
  const lanes = await lanesOf(page);
  const slots = laneOf(lanes, 'RNG');
  const lobby = slotLobby(page);
  const filters = (r: Request) => {
    const q = query(r);
    return Object.fromEntries(
      ['vassalage', 'gameName', 'gameClassify', 'minBet'].filter((k) => k in q).map((k) => [k, q[k]]),
    );
  };
  const sent = requestsTo(page, GAME_LIST);
  /**
   * Do something, then take the first list request that carries exactly the filter change it
   * made (`changed`: the filters that must be there; `{}` for none); it must ask for page 1 of 21.
   */
  const listAfter = async (act: () => Promise<void>, changed: Record<string, string>) => {
    const from = sent.length;
    await act();
    const matches = (r: Request) => {
      const f = filters(r);
      const keys = Object.keys(changed);
      return keys.length === 0 ? !('vassalage' in f) : keys.every((k) => f[k] === changed[k]);
    };
    await expect.poll(() => sent.slice(from).some(matches)).toBe(true);
    const r = sent.slice(from).find(matches)!;
    expect(query(r)).toMatchObject({ pageNo: '1', pageSize: '21', gameType: 'RNG' });
    const answer = (await (await r.response())?.json()) as { value: { total: number } };
    await expect(countLine(page)).toHaveText(`${answer.value.total.toLocaleString('en')} games`);
    return { filters: filters(r), total: answer.value.total };
  };

  await test.step('R9.18 every vendor: the platform’s catalogue of about 10,000 slots, the sum of the vendors’ counts', async () => {
    const all = await listAfter(
      () =>
        slotVendors(page)
          .getByRole('button', { name: /^All vendors/ })
          .click(),
      {},
    );
    expect(all.filters).toEqual({});
    expect(all.total).toBe(slots.reduce((n, v) => n + v.gameCount, 0));
    expect(all.total).toBeGreaterThanOrEqual(9_500);
    expect(all.total).toBeLessThanOrEqual(10_500);
  });

  const vendor = slots[1]!;
  await test.step('a vendor, then a second page as the player scrolls', async () => {
    const chosen = await listAfter(
      () =>
        slotVendors(page)
          .getByRole('button', { name: new RegExp(`^${vendor.title}`) })
          .click(),
      { vassalage: vendor.vassalage },
    );
    expect(chosen).toEqual({ filters: { vassalage: vendor.vassalage }, total: vendor.gameCount });
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 3000);
        await settled(page);
        return sent.map(query).some((q) => q.vassalage === vendor.vassalage && q.pageNo === '2');
      })
      .toBe(true);
  });

  await test.step('minimum bet, classification and search: each alone with the vendor, from page 1', async () => {
    const bets = lobby.getByRole('group', { name: 'Minimum bet' });
    const classes = lobby.getByRole('group', { name: 'Classification' });
    const minBet = { vassalage: vendor.vassalage, minBet: '0.05' };
    expect(
      (await listAfter(() => bets.getByRole('button', { name: '0.05' }).click(), minBet)).filters,
    ).toEqual(minBet);
    const jackpot = { vassalage: vendor.vassalage, gameClassify: 'jackpot' };
    expect(
      (await listAfter(() => classes.getByRole('button', { name: 'Jackpot' }).click(), jackpot)).filters,
    ).toEqual(jackpot);
    await expect(bets.getByRole('button', { name: 'Any bet' })).toHaveAttribute('aria-pressed', 'true');
    const search = { vassalage: vendor.vassalage, gameName: 'gold' };
    expect(
      (await listAfter(() => lobby.getByRole('searchbox', { name: 'Search games' }).fill('gold'), search))
        .filters,
    ).toEqual(search);
    await expect(classes.getByRole('button', { name: 'All types' })).toHaveAttribute('aria-pressed', 'true');
    const otherBet = { vassalage: vendor.vassalage, minBet: '0.1' };
    expect(
      (await listAfter(() => bets.getByRole('button', { name: '0.10' }).click(), otherBet)).filters,
    ).toEqual(otherBet);
    await expect(lobby.getByRole('searchbox', { name: 'Search games' })).toHaveValue('');
  });

  await test.step('another vendor clears every other filter', async () => {
    const next = slots[2]!;
    const chosen = await listAfter(
      () =>
        slotVendors(page)
          .getByRole('button', { name: new RegExp(`^${next.title}`) })
          .click(),
      { vassalage: next.vassalage },
    );
    expect(chosen).toEqual({ filters: { vassalage: next.vassalage }, total: next.gameCount });
    await expect(
      lobby.getByRole('group', { name: 'Minimum bet' }).getByRole('button', { name: 'Any bet' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('R2.59 jackpot, table games and arcade games, and bingo where the header offers TY', async () => {
    const classes = lobby.getByRole('group', { name: 'Classification' });
    const withBingo = servedJson<{ languages: { header: string[] } }>(
      'aurora',
      'site.json',
    ).languages.header.includes('TY');
    expect(withBingo).toBe(true);
    await expect(classes.getByRole('button')).toHaveText([
      'All types',
      'Jackpot',
      'Table games',
      'Arcade games',
      'Bingo',
    ]);
    for (const [name, key] of [
      ['Table games', 'table'],
      ['Arcade games', 'arcade'],
      ['Bingo', 'bingo'],
    ] as const) {
      const classed = { vassalage: slots[2]!.vassalage, gameClassify: key };
      expect((await listAfter(() => classes.getByRole('button', { name }).click(), classed)).filters).toEqual(
        classed,
      );
    }
    // Lumen's header has no TY: no bingo.
    expect(
      servedJson<{ languages: { header: string[] } }>('lumen', 'site.json').languages.header,
    ).not.toContain('TY');
    await page.goto(`${origin('lumen')}/rng`);
    await expect(
      slotLobby(page).getByRole('group', { name: 'Classification' }).getByRole('button'),
    ).toHaveText(['All types', 'Jackpot', 'Table games', 'Arcade games']);
  });
  expect(consoleErrors).toEqual([]);
});

test('R4.28 the slot lobby asks for no further page while one is on its way, nor once the platform says there is no more', async ({
  page,
  consoleErrors,
}) => {
  await logInNewPlayer(page, 'aurora');
  const lanes = await lanesOf(page);
  // The smallest slot vendor: two pages of 21.
  const vendor = laneOf(lanes, 'RNG').reduce((a, b) => (b.gameCount < a.gameCount ? b : a));
  expect(vendor.gameCount).toBeGreaterThan(21);
  expect(vendor.gameCount).toBeLessThanOrEqual(42);
  const pages = requestsTo(page, GAME_LIST);
  const later = () => pages.map(query).filter((q) => q.pageNo !== '1');
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  // The second page's request is held on its way until the test lets it go.
  await page.route(
    (url) => url.pathname === GAME_LIST && url.searchParams.get('pageNo') === '2',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto(`${origin('aurora')}/rng?page=${vendor.vassalage}`);
  const lobby = slotLobby(page);
  await expect(lobby.getByRole('article')).toHaveCount(21);
  await expect.poll(() => later().length).toBe(1);
  await expect(lobby.getByRole('status').filter({ hasText: 'Loading more games…' })).toBeVisible();
  for (let i = 0; i < 5; i += 1) {
    await page.mouse.wheel(0, 3000);
    await settled(page);
    await page.mouse.wheel(0, -1500);
    await settled(page);
  }
  expect(later()).toEqual([expect.objectContaining({ pageNo: '2', vassalage: vendor.vassalage })]);

  const answer = page.waitForResponse(
    (r) => isCall(GAME_LIST)(r) && new URL(r.url()).searchParams.get('pageNo') === '2',
  );
  release();
  const { value } = (await (await answer).json()) as { value: { hasMore: boolean; list: Card[] } };
  expect(value.hasMore).toBe(false);
  await expect(lobby.getByRole('article')).toHaveCount(vendor.gameCount);
  await expect(lobby.getByText('Loading more games…')).toHaveCount(0);
  for (let i = 0; i < 5; i += 1) {
    await page.mouse.wheel(0, 3000);
    await settled(page);
  }
  expect(later()).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test('R2.61 a member’s favourites list, the winners board and the live lobby’s table categories show what the platform holds', async ({
  page,
  consoleErrors,
}) => {
  // The board's answers as the page received them: other players win while this test runs,
  // so a second question to the platform may already hold a newer win than the page shows.
  let boardAnswer: { player: string; gameName: string }[] = [];
  page.on('response', (r) => {
    if (isCall(WINNER_BOARD)(r))
      void r
        .json()
        .then((b: { value: { list: typeof boardAnswer } }) => (boardAnswer = b.value.list))
        .catch(() => undefined);
  });
  await logInNewPlayer(page, 'aurora');

  await test.step('the winners board: the platform’s latest wins, newest first', async () => {
    // The home shows as many as its winners-board widget is told to.
    const count = widgetProps<{ count: number }>('aurora', '/', 'winners-board').count;
    const rows = page.getByRole('list', { name: 'Winners' }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    await expect
      .poll(async () => {
        const shown = await rows.allTextContents();
        const list = boardAnswer.slice(0, count);
        return (
          list.length > 0 &&
          shown.length === list.length &&
          list.every((w, i) => shown[i]!.includes(w.player) && shown[i]!.includes(w.gameName))
        );
      })
      .toBe(true);
  });

  await test.step('the favourites list: the games the member keeps, as the platform lists them', async () => {
    await page.goto(`${origin('aurora')}/rng`);
    const lobby = slotLobby(page);
    await expect(lobby.getByRole('article').nth(1)).toBeVisible();
    const names = await lobby
      .getByRole('article')
      .evaluateAll((els) => els.slice(0, 2).map((e) => e.getAttribute('aria-label') ?? ''));
    expect(names).toHaveLength(2);
    for (const name of names) {
      await lobby.getByRole('button', { name: `Add ${name} to favourites` }).click();
      await expect(lobby.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
    }
    const answer = page.waitForResponse(isCall(FAVOURITES_LIST));
    await showChip(page, 'Favourites').click();
    const { list } = ((await (await answer).json()) as { value: { list: Card[] } }).value;
    expect(list.map((g) => g.name).sort()).toEqual([...names].sort());
    await expect(lobby.getByRole('article')).toHaveCount(list.length);
    expect(
      await lobby.getByRole('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    ).toEqual(list.map((g) => g.name));
  });

  await test.step('the live lobby’s categories: each shows the platform’s tables of that category', async () => {
    const tables: Card[] = [];
    page.on('response', (r) => {
      const q = new URL(r.url()).searchParams;
      if (isCall(GAME_LIST)(r) && q.get('gameType') === 'LIVE')
        void r.json().then((b: { value: { list: Card[] } }) => tables.push(...b.value.list));
    });
    await page.goto(`${origin('aurora')}/live`);
    const chips = page.getByRole('group', { name: 'Table categories' });
    const labels: [string, string][] = [
      ['Baccarat', 'baccarat'],
      ['Sic bo', 'sicbo'],
      ['Roulette', 'roulette'],
      ['Dragon tiger', 'dragon-tiger'],
      ['Blackjack', 'blackjack'],
      ['Others', 'others'],
    ];
    await expect(chips.getByRole('button')).toHaveText(['All tables', ...labels.map(([l]) => l)]);
    const all = page.getByRole('list', { name: 'All tables' });
    await expect(all.getByRole('article').first()).toBeVisible();
    // The lobby reads its tables a page at a time: every page's answer is in before comparing.
    await expect
      .poll(async () => tables.length > 0 && (await all.getByRole('article').count()) === tables.length)
      .toBe(true);
    for (const [label, key] of labels) {
      await chips.getByRole('button', { name: label, exact: true }).click();
      const expected = tables.filter((t) => t.lobbyCategory === key);
      if (expected.length === 0) {
        await expect(page.getByText('No tables in this category right now.'), label).toBeVisible();
        continue;
      }
      const shown = page.getByRole('list', { name: label, exact: true }).getByRole('article');
      await expect(shown, label).toHaveCount(expected.length);
      expect(
        (await shown.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).sort(),
        label,
      ).toEqual(expected.map((t) => t.name).sort());
    }
  });
  expect(consoleErrors).toEqual([]);
});
