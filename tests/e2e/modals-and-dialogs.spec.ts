import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { origin } from './accounts-support';
import { header, logInAs } from './agent-session';
import { platformAnswer, taskSettled, test } from './support';

/**
 * The portal's modals and its dialog helper as players meet them (spec §2, §9), in Chromium
 * against the real platform: how a modal closes (escape, a background click where allowed, its
 * owner hiding it), its stages and the product modal's delay, fade, drag and refusal of
 * background clicks; the dialog's icon, title, platform html, buttons, width, default CLOSE
 * button, escape, enter and cover click.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

/** One change of a modal seen in the page: which modal, its stage, when, and its box's entry. */
interface StageRecord {
  modal: number;
  stage: string;
  closing: boolean;
  at: number;
  boxTransitions: string[];
}

/**
 * Records every stage each modal goes through, as it happens in the page: the overlay is
 * a <dialog data-testid="modal-overlay" data-stage=...>, its box a [data-testid="modal-box"].
 * The box's running transitions are read as it arrives, which is when its entry starts.
 */
async function recordStages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const records: StageRecord[] = [];
    const ids = new WeakMap<Element, number>();
    let next = 0;
    const note = (el: Element, stage: string) => {
      if (!ids.has(el)) ids.set(el, (next += 1));
      const box = el.querySelector('[data-testid="modal-box"]');
      records.push({
        modal: ids.get(el)!,
        stage,
        closing: el.hasAttribute('data-closing'),
        at: performance.now(),
        boxTransitions:
          stage === 'box' && box
            ? box.getAnimations().map((a) => (a as CSSTransition).transitionProperty ?? '')
            : [],
      });
    };
    const isOverlay = (n: Node): n is Element =>
      n instanceof Element && n.getAttribute('data-testid') === 'modal-overlay';
    new MutationObserver((changes) => {
      for (const c of changes) {
        if (c.type === 'attributes' && isOverlay(c.target))
          note(c.target, c.target.getAttribute('data-stage') ?? '');
        for (const n of c.addedNodes) {
          const found = isOverlay(n)
            ? [n]
            : n instanceof Element
              ? [...n.querySelectorAll('[data-testid="modal-overlay"]')]
              : [];
          for (const el of found) note(el, el.getAttribute('data-stage') ?? '');
        }
        for (const n of c.removedNodes) {
          const found = isOverlay(n)
            ? [n]
            : n instanceof Element
              ? [...n.querySelectorAll('[data-testid="modal-overlay"]')]
              : [];
          for (const el of found) note(el, 'removed');
        }
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-stage', 'data-closing'],
    });
    (window as unknown as { __stages: StageRecord[] }).__stages = records;
  });
}

const stagesSince = async (page: Page, from: number): Promise<StageRecord[]> =>
  (await page.evaluate(() => (window as unknown as { __stages: StageRecord[] }).__stages)).slice(from);
const stageCount = async (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __stages: StageRecord[] }).__stages.length);

/** The stages one modal went through, consecutive repeats dropped. */
function stagesOf(records: StageRecord[], modal: number): string[] {
  return records
    .filter((r) => r.modal === modal)
    .map((r) => (r.closing && r.stage !== 'removed' ? `${r.stage} closing` : r.stage))
    .filter((s, i, all) => s !== all[i - 1]);
}

/** A click on the dimmed background of the open modal, away from its box. */
const clickBackground = (page: Page) => page.mouse.click(6, 6);
const boxOf = (dialog: Locator) => dialog.getByTestId('modal-box');

test('R2.23 R2.24 R9.5 a modal closes on escape, on a background click and when its owner hides it; the product modal comes 100 ms after its overlay, fades, drags and ignores background clicks', async ({
  page,
  consoleErrors,
}) => {
  // Entries animate as most visitors see them, so the box's entry transitions can be read.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await recordStages(page);
  await page.goto(`${origin('aurora')}/`);

  // An account form: escape closes it; a click inside does not; one on the background does.
  const register = page.getByRole('dialog', { name: 'Register' });
  await header(page).getByRole('button', { name: 'Register' }).click();
  await expect(register.getByRole('form', { name: 'Register' })).toBeVisible();
  // The player starts typing in the first field, not on the close button.
  await expect(register.getByRole('textbox', { name: /^Username/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(register).toBeHidden();
  await header(page).getByRole('button', { name: 'Register' }).click();
  await expect(register.getByRole('form', { name: 'Register' })).toBeVisible();
  await boxOf(register).click({ position: { x: 12, y: 12 } });
  await taskSettled(page);
  await expect(register).toBeVisible();
  await clickBackground(page);
  await expect(register).toBeHidden();

  // Its owner hides it: the login popup of a gated action goes once the login succeeds.
  const login = page.getByRole('dialog', { name: 'Log in' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Cockfight' }).click();
  await expect(login).toBeVisible();
  await expect(login.getByLabel(/^Username/)).toBeFocused();
  await login.getByLabel(/^Username/).fill('demo');
  await login
    .getByLabel(/^Password/)
    .and(login.locator('input'))
    .fill('Demo1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();

  // The member centre, a product modal: its overlay first, its box 100 ms later, fading only.
  await page.goto(`${origin('aurora')}/`);
  const from = await stageCount(page);
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await header(page)
    .getByRole('button', { name: /^My account/ })
    .click();
  await expect(boxOf(centre)).toBeVisible();
  const opening = await stagesSince(page, from);
  const modal = opening.find((r) => r.stage === 'overlay')!.modal;
  expect(stagesOf(opening, modal)).toEqual(['overlay', 'box']);
  const overlayAt = opening.find((r) => r.modal === modal && r.stage === 'overlay')!.at;
  const box = opening.find((r) => r.modal === modal && r.stage === 'box')!;
  expect(box.at - overlayAt).toBeGreaterThanOrEqual(99);
  expect(box.boxTransitions).toContain('opacity');
  expect(box.boxTransitions).not.toContain('scale');

  // A background click leaves it open.
  await clickBackground(page);
  await taskSettled(page);
  await expect(centre).toBeVisible();
  await expect(centre).not.toHaveAttribute('data-closing');

  // Its title bar drags it.
  const before = (await boxOf(centre).boundingBox())!;
  const handle = (await centre.getByTestId('modal-handle').boundingBox())!;
  await page.mouse.move(handle.x + 40, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + 70, handle.y + handle.height / 2 + 15, { steps: 4 });
  await page.mouse.move(handle.x + 100, handle.y + handle.height / 2 + 30, { steps: 4 });
  await page.mouse.up();
  const after = (await boxOf(centre).boundingBox())!;
  expect(after.x - before.x).toBeCloseTo(60, 0);
  expect(after.y - before.y).toBeCloseTo(30, 0);

  // Escape closes it: back to the overlay alone while the box leaves, then nothing.
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  // (The modal is marked leaving one render before its stage steps back: that moment is left out.)
  await expect
    .poll(async () => stagesOf(await stagesSince(page, from), modal).filter((s) => s !== 'box closing'))
    .toEqual(['overlay', 'box', 'overlay closing', 'removed']);

  // The default modal, for comparison, also scales in: the product modal's fade is its own.
  await signOutQuietly(page);
  const fromRegister = await stageCount(page);
  await header(page).getByRole('button', { name: 'Register' }).click();
  await expect(register.getByRole('form', { name: 'Register' })).toBeVisible();
  const registerBox = (await stagesSince(page, fromRegister)).find((r) => r.stage === 'box')!;
  expect(registerBox.boxTransitions).toContain('scale');
  expect(consoleErrors).toEqual([]);
});

/** Sign out through the panel and its confirmation, and wait for the visitor's header. */
async function signOutQuietly(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure you want to sign out?' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(header(page).getByRole('button', { name: 'Register' })).toBeVisible();
}

test.describe('dialogs', () => {
  // Each load of the registration form draws a captcha: two within a second get the platform's 429.
  test.use({ allowed: [/status of 429 \(Too Many Requests\)/] });

  test('R2.96 R9.6 the dialog shows its icon, title, the platform’s html and buttons, 400 px wide; it has a CLOSE button by default; escape closes it; enter presses the default button; a cover click closes it only when asked to', async ({
    browser,
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });

    // The merchant's popup notice, on a first visit of its own: icon, title, html, its button.
    await page.goto(`${origin('aurora')}/`);
    const { popup } = await platformAnswer<{ popup: { title: string; content: string }[] }>(
      page,
      '/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W&execution=B&language=EN',
      'notice',
    );
    expect(popup.length).toBeGreaterThan(0);
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    visitor.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    visitor.on('pageerror', (err) => consoleErrors.push(err.message));
    await visitor.goto(`${origin('aurora')}/`);
    const notice = visitor.getByRole('dialog', { name: popup[0]!.title });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('heading', { level: 2, name: popup[0]!.title })).toBeVisible();
    await expect(boxOf(notice).locator('svg circle').first()).toBeVisible();
    // The platform's html is drawn as html: its elements with their text.
    const parts = await visitor.evaluate((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return [...doc.body.children].map((el) => ({
        tag: el.tagName.toLowerCase(),
        text: el.textContent ?? '',
      }));
    }, popup[0]!.content);
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts)
      await expect(
        notice.locator(part.tag, { hasText: part.text.trim().slice(0, 40) }).first(),
      ).toBeVisible();
    await expect(notice.getByRole('button')).toHaveText(['Got it']);
    expect((await boxOf(notice).boundingBox())!.width).toBeCloseTo(400, 0);
    // This one closes on a click on its cover.
    await clickBackground(visitor);
    await expect(notice).toBeHidden();

    // A dialog given no buttons: one Close button; no cover close; escape closes it.
    const refused = page.getByRole('dialog', { name: 'Invalid invitation code' });
    await page.goto(`${origin('aurora')}/register?affiliateCode=NOSUCH000`);
    await expect(refused).toBeVisible();
    await expect(refused.getByRole('button')).toHaveText(['Close']);
    expect((await boxOf(refused).boundingBox())!.width).toBeCloseTo(400, 0);
    await clickBackground(page);
    await taskSettled(page);
    await expect(refused).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(refused).toBeHidden();

    // Enter, with focus in the dialog but not on a button, presses the default button:
    // the sign-out confirmation's default is its second button, Sign out.
    await logInAs(page, 'aurora', 'demo');
    await header(page).getByRole('button', { name: 'Sign out' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to sign out?' });
    await expect(confirm.getByRole('button')).toHaveText(['Cancel', 'Sign out']);
    expect((await boxOf(confirm).boundingBox())!.width).toBeCloseTo(400, 0);
    const content = boxOf(confirm).locator('[tabindex="0"]');
    await content.focus();
    await expect(content).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Register' })).toBeVisible();
    // The fixture checks the console errors of both pages, the captcha's 429 aside.
  });
});
