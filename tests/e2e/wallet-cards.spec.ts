import { expect as baseExpect } from '@playwright/test';
import { newUsername, nextCaptcha, origin } from './accounts-support';
import { resizeTo, test } from './support';

/** The wallet cards of the member centre, on Aurora, at desktop and phone widths. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('aurora: each game wallet card holds its Transfer in and All out buttons at 1280 and 390 px', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const captcha = nextCaptcha(page);
  await page.goto(`${origin('aurora')}/register`);
  const form = page.getByRole('form', { name: 'Register' });
  const field = (label: RegExp) => form.getByLabel(label).and(form.locator('input'));
  await field(/^Username/).fill(newUsername('card'));
  await field(/^Password/).fill('Secret123!');
  await field(/^Confirm password/).fill('Secret123!');
  await field(/^Captcha/).fill(await captcha);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`${origin('aurora')}/`);
  await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre
    .getByRole('navigation', { name: 'Member centre' })
    .getByRole('button', { name: 'My wallet' })
    .click();
  const allOut = centre.getByRole('button', { name: /^All out of / });
  await expect(allOut.first()).toBeVisible();
  for (const width of [1280, 390]) {
    await resizeTo(page, { width, height: 900 });
    await expect(allOut.first()).toBeVisible();
    // Every button inside its card's box.
    const outside = await allOut.evaluateAll((buttons) =>
      buttons.flatMap((b) => {
        const card = b.closest('li') as HTMLElement;
        const c = card.getBoundingClientRect();
        return [...card.querySelectorAll('button')]
          .map((x) => ({ x, r: x.getBoundingClientRect() }))
          .filter(({ r }) => r.left < c.left - 0.5 || r.right > c.right + 0.5 || r.bottom > c.bottom + 0.5)
          .map(({ x }) => x.getAttribute('aria-label') ?? x.textContent ?? '');
      }),
    );
    expect(outside, `${width} px`).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);
});
