import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { origin, port, servedWhitelabels } from './accounts-support';

/** What the portal keeps on a visit once a popup notice was shown (popup-notice.tsx). */
const NOTICES_SEEN_KEY = 'tsr.popupNoticesSeen';

/** The ids of the popup notices `merchant` publishes now, asked of the running platform. */
export async function popupNoticeIds(request: APIRequestContext, merchant: string): Promise<number[]> {
  // Node does not resolve *.localhost as the browser does: name the merchant's host instead.
  const res = await request.get(
    `http://localhost:${port}/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W&execution=B&language=EN`,
    { headers: { 'x-module': 'notice', host: new URL(origin(merchant)).host } },
  );
  return ((await res.json()) as { value: { popup: { id: number }[] } }).value.popup.map((n) => n.id);
}

/**
 * Marks every merchant's popup notices as already seen on this visit, as "Got it" leaves
 * them, so none opens in the middle of a test's typing: its modal makes the page inert, and
 * the keys of a fill under way go nowhere (a username typed just as the notice opened was
 * lost). A notice published during the run still opens, and the handlers below close it.
 */
export async function markPopupNoticesSeen(page: Page): Promise<void> {
  const ids = (await Promise.all(servedWhitelabels.map((code) => popupNoticeIds(page.request, code)))).flat();
  await page.addInitScript(
    ([key, seen]) => {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as number[];
      sessionStorage.setItem(key, JSON.stringify([...new Set([...kept, ...seen])]));
    },
    [NOTICES_SEEN_KEY, ids] as const,
  );
}

/**
 * The merchant's popup notice greets each visit once, whenever its announcements load, and a
 * member's very first login is welcomed once (R4.5): the notices known now are marked seen,
 * and both are closed whenever they show, so they never stand between a test and what it
 * clicks or types (the welcome's own test keeps it; popup-notices.spec.ts keeps the notice).
 */
export async function dismissPopupNotices(page: Page, opts: { keepWelcome?: boolean } = {}): Promise<void> {
  await markPopupNoticesSeen(page);
  const notice = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Got it' }) });
  await page.addLocatorHandler(notice, (d) => closeWith(d, 'Got it'), { noWaitAfter: true });
  if (opts.keepWelcome) return;
  const welcome = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Maybe later' }) });
  await page.addLocatorHandler(welcome, (d) => closeWith(d, 'Maybe later'), { noWaitAfter: true });
}

/**
 * A notice steps aside unanswered when a popup opens while it shows, and comes back when the
 * popup closes. The handler is bounded and does not wait for the dialog to go: a click that
 * misses (the button left with its dialog, or was still moving in) gives up after a while,
 * and the handler runs again at the next step if the dialog is still there.
 */
async function closeWith(dialog: Locator, button: string): Promise<void> {
  await dialog
    .last()
    .getByRole('button', { name: button })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * A guest's page arrives with the first screen the platform drew, inert until the portal's
 * first render takes its place (tests/e2e/first-screen.spec.ts tests that hand-over): each
 * test's page acts on the portal, so a load or reload returns once the screen has gone, and
 * nothing a test finds belongs to a screen about to be replaced.
 */
function actOnThePortal(page: Page): void {
  const handedOver = () =>
    page.locator('[data-first-screen]').waitFor({ state: 'detached', timeout: 20_000 });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await handedOver();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await handedOver();
    return response;
  };
}

/**
 * Each test's page closes popup notices and the first-login welcome (unless `keepWelcome`)
 * and collects console errors and page errors; the test fails if any occur, except those
 * matching `allowed` (the 4xx answers a test provokes on purpose). Give `allowed` one pattern
 * (`[/a|b/]`): Playwright reads a two-item array whose second item is an object, such as
 * `[/a/, /b/]`, as a value and its fixture options.
 */
export const test = base.extend<{
  allowed: RegExp[];
  keepWelcome: boolean;
  consoleErrors: string[];
  closeOwnContexts: void;
}>({
  allowed: [[], { option: true }],
  /**
   * A context a test opened itself (a second visitor, a friend, a chat partner) closes when the
   * test ends, also when it failed before its own close: a page left open keeps its marquee,
   * jackpot and chat socket running for the rest of the worker's run, and the tests after it
   * slow down.
   */
  closeOwnContexts: [
    async ({ browser }, provide) => {
      const before = new Set(browser.contexts());
      await provide();
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
    },
    { auto: true },
  ],
  keepWelcome: [false, { option: true }],
  page: async ({ page, keepWelcome }, provide) => {
    await dismissPopupNotices(page, { keepWelcome });
    actOnThePortal(page);
    await provide(page);
  },
  consoleErrors: async ({ page, allowed }, provide) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await provide(errors);
    expect(
      errors.filter((e) => !allowed.some((a) => a.test(e))),
      'console errors',
    ).toEqual([]);
  },
});

export { expect };

/**
 * A GET on the page's own origin (the merchant's host), as the portal sends it, with its
 * x-module header; answers the envelope's value. Tests ask the platform the page's own
 * question, then check the page shows that answer. `asMember`: with the signed-in page's session.
 */
export async function platformAnswer<T>(
  page: Page,
  path: string,
  module: string,
  opts: { asMember?: boolean } = {},
): Promise<T> {
  return page.evaluate(
    async ([p, m, asMember]) => {
      const headers: Record<string, string> = { 'x-module': m };
      if (asMember) {
        const { token } = JSON.parse(localStorage.getItem('tsr.session') ?? '{}') as { token?: string };
        headers.authorization = `Bearer ${token ?? ''}`;
      }
      const res = await fetch(p, { headers });
      if (!res.ok) throw new Error(`${p}: ${res.status}`);
      return ((await res.json()) as { value: unknown }).value;
    },
    [path, module, opts.asMember === true] as const,
  ) as Promise<T>;
}

/** Every request the page sends to `path` (or below it) from now on, kept in order. */
export function requestsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith(path)) seen.push(r);
  });
  return seen;
}

/**
 * Lets the page finish what a timer or an event started: React renders such an update in a
 * task posted on a message channel, so two round trips through one see it committed. Used
 * before checking that something did not happen (under a paused clock, that nothing moved
 * before its time).
 */
export async function taskSettled(page: Page): Promise<void> {
  for (let i = 0; i < 2; i += 1)
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done();
          channel.port2.postMessage(null);
        }),
    );
}

/** A value for each required route parameter of the sites' pages, so a walk over every route can open it. */
const ROUTE_SAMPLES: Record<string, string> = { lobbyType: 'rng' };

/** A page's route as an address to open: optional parameters left out, required ones filled from samples. */
export function visitablePath(route: string): string {
  return route.replace(/\/:\w+\?/g, '').replace(/:(\w+)/g, (_, name: string) => {
    const sample = ROUTE_SAMPLES[name];
    if (!sample) throw new Error(`no sample value for route parameter :${name} (tests/e2e/support.ts)`);
    return sample;
  });
}

/**
 * Resizes the page and waits until a frame was drawn at the new size. Chromium applies a
 * stylesheet's media queries to the page at its next frame, not at the resize: measured at
 * once, `matchMedia` already answers for the new width while computed styles still hold the
 * old width's padding (the side bar's gutter was 16 px instead of 96 px at 1280 px, one run in
 * two), so a measurement could fail or, worse, pass on the old layout.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
