import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { inputField, origin, smsCode } from './accounts-support';
import { ops } from './ops';
import { platformAnswer, test } from './support';

/**
 * The portal's screens and routes as a visitor meets them (spec §1, §2), in Chromium against
 * the real platform: the game categories, the header's notice ticker, the frame around the
 * pages, the pages for promotions, the point mall, help, the app and joining, registration,
 * and the phone fields' dialing-code picker.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('R1.1 R1.11 R2.16 the notices scroll in the header; a visitor finds every game category in the nav and the header, banner, footer and side menu around the pages; a member filters the jackpot games', async ({
  page,
  consoleErrors,
}) => {
  // The ticker scrolls only for a visitor who did not ask for less motion.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(`${origin('aurora')}/`);

  // The header's notice ticker shows the platform's bulletins, scrolling by.
  const { banners } = await platformAnswer<{ banners: { title: string }[] }>(
    page,
    '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B&language=EN',
    'notice',
  );
  expect(banners.length).toBeGreaterThan(0);
  const ticker = page.getByRole('banner').getByRole('region', { name: 'Notices' });
  const first = ticker.getByRole('button', { name: banners[0]!.title, exact: true });
  await expect(first).toBeVisible();
  await page.mouse.move(0, 700);
  const x0 = (await first.boundingBox())?.x ?? NaN;
  await expect.poll(async () => (await first.boundingBox())?.x ?? NaN).toBeLessThan(x0 - 5);

  // The categories: each lobby a link in the main nav, cockfight a direct launch.
  const links: [string, RegExp][] = [
    ['Live casino', /^\/live$/],
    ['Slots', /^\/rng$/],
    ['Fishing', /^\/fish$/],
    ['Cards & board', /^\/pvp$/],
    ['Sports', /^\/sports$/],
    ['Esports', /^\/esports$/],
    ['Lottery', /^\/lottery/],
    ['E-lottery', /^\/lottery/],
  ];
  for (const [name, href] of links)
    await expect(mainNav(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(mainNav(page).getByRole('button', { name: 'Cockfight', exact: true })).toBeVisible();

  // Header, banner carousel, footer and side menu on the pages that have banners.
  for (const path of ['/', '/live', '/rng', '/promotions', '/pointMall', '/help', '/app']) {
    await page.goto(`${origin('aurora')}${path}`);
    await expect(page.getByRole('banner'), path).toBeVisible();
    await expect(
      page.getByRole('main').first().getByRole('region', { name: 'Featured' }).first(),
      path,
    ).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Shortcuts' }), path).toBeVisible();
  }

  // Jackpot games: the slots lobby's Jackpot class (for members) lists the platform's jackpot games.
  await page.goto(`${origin('aurora')}/`);
  const header = page.getByRole('banner');
  await header.getByPlaceholder('Username').fill('demo');
  await header.getByPlaceholder('Password').fill('Demo1234');
  await header.getByRole('button', { name: 'Log in' }).first().click();
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Slots', exact: true }).click();
  await expect(page).toHaveURL(`${origin('aurora')}/rng`);
  const lobby = page.getByRole('region', { name: 'Slot games' });
  // Every vendor's: the lobby opens on its first vendor (R4.24).
  await lobby
    .getByRole('region', { name: 'Vendors' })
    .getByRole('button', { name: /^All vendors/ })
    .click();
  await expect(lobby.getByText('10,000 games')).toBeVisible();
  const jackpots = page.waitForResponse(
    (r) => r.url().includes('/wps/relay/GCSGAME_gameList') && r.url().includes('gameClassify=jackpot'),
  );
  await lobby.getByRole('group', { name: 'Classification' }).getByRole('button', { name: 'Jackpot' }).click();
  const { list } = (
    (await (await jackpots).json()) as {
      value: { list: { name: string; classify: string }[] };
    }
  ).value;
  expect(list.length).toBeGreaterThan(0);
  expect(list.every((g) => g.classify === 'jackpot')).toBe(true);
  await expect(lobby.getByRole('article').first()).toHaveAccessibleName(list[0]!.name);
  expect(consoleErrors).toEqual([]);
});

test('R2.13 each whitelabel’s site is an app Chromium can install: its manifest names the brand and its icons load', async ({
  page,
  consoleErrors,
}) => {
  const cdp = await page.context().newCDPSession(page);
  for (const [code, name] of [
    ['aurora', 'Aurora Play'],
    ['jade', 'Jade Dragon'],
    ['lumen', 'Lumen Bet'],
  ] as const) {
    await page.goto(`${origin(code)}/app`);
    await expect(page.getByRole('heading', { level: 1, name: `${name} in your pocket` })).toBeVisible();
    // What Chromium itself read: the manifest without errors, and nothing that keeps it from
    // offering the install (a missing icon, a wrong display mode, a start address off scope).
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
      data?: string;
    };
    expect(manifest.url).toBe(`${origin(code)}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name, display: 'standalone' });
    await expect
      .poll(
        async () =>
          ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
            .installabilityErrors,
      )
      .toEqual([]);
    // Until the browser offers its dialog, the page says where its own install is.
    await expect(page.getByRole('region', { name })).toContainText(
      /install icon in the address bar|Install /,
    );
  }
  expect(consoleErrors).toEqual([]);
});

test('R1.2 R2.13 R2.94 the header leads to promotions and the app download with its install guides; the point mall, help centre, join us and /download open', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('aurora')}/`);
  await mainNav(page).getByRole('link', { name: 'Promotions', exact: true }).click();
  await expect(page).toHaveURL(`${origin('aurora')}/promotions`);
  await expect(
    page
      .getByRole('main')
      .first()
      .getByRole('link', { name: /: details$/ })
      .first(),
  ).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'App download', exact: true }).click();
  await expect(page).toHaveURL(`${origin('aurora')}/app`);
  const guides = async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora Play in your pocket' })).toBeVisible();
    for (const [name, qr, step] of [
      ['iPhone and iPad', 'QR code for the iOS app', /Tap Share, then Add to Home Screen/],
      ['Android', 'QR code for the Android app', /Add to Home screen in Chrome’s menu/],
    ] as const) {
      const guide = page.getByRole('region', { name });
      await expect(guide.getByRole('img', { name: qr })).toBeVisible();
      await expect(guide.getByRole('listitem')).toHaveCount(3);
      await expect(guide.getByRole('listitem').nth(1)).toHaveText(step);
    }
  };
  await guides();
  await page.goto(`${origin('aurora')}/download`);
  await guides();

  await page.goto(`${origin('aurora')}/pointMall`);
  await expect(page.getByRole('main').first().getByRole('article').first()).toBeVisible();
  await page.goto(`${origin('aurora')}/help`);
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search the help centre' })).toBeVisible();
  await page.goto(`${origin('aurora')}/join`);
  await expect(page.getByRole('heading', { level: 1, name: 'Grow with Aurora Play' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Talk to a partner manager' })).toBeVisible();
  await page.getByRole('main').first().getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog').getByRole('form', { name: 'Register' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('registration', () => {
  // Each load of the form draws a captcha: two within a second get the platform's 429 (spec §9).
  test.use({ allowed: [/status of 429 \(Too Many Requests\)/] });

  test('R2.2 R2.44 R2.45 /register and /register.html open registration with the fields the platform switches on, a reset button and a link to log in', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const form = page.getByRole('form', { name: 'Register' });
    await page.goto(`${origin('aurora')}/register.html`);
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect(inputField(form, /^Username/)).toBeVisible();

    // The fields and their rules come from the platform's registration settings.
    const optional: [string, RegExp][] = [
      ['mobileNum', /^Mobile number/],
      ['payeeName', /^Real name \(payee\)/],
      ['paymentPassword', /^Payment password/],
      ['email', /^E-mail/],
      ['qqNum', /^QQ/],
      ['line', /^LINE/],
      ['whatsapp', /^WhatsApp/],
      ['facebook', /^Facebook/],
      ['wechat', /^WeChat/],
      ['idNumber', /^ID number/],
      ['recommenderId', /^Recommender ID/],
    ];
    for (const [, label] of optional) await expect(inputField(form, label)).toHaveCount(0);
    try {
      await ops(
        request,
        'settings',
        'aurora',
        'set',
        'registerRules',
        JSON.stringify({
          ...Object.fromEntries(optional.map(([name]) => [name, { enabled: true, required: false }])),
          qqNum: { enabled: true, required: true },
        }),
      );
      await page.goto(`${origin('aurora')}/register`);
      for (const [, label] of optional) await expect(inputField(form, label)).toBeVisible();
      await expect(form.getByRole('combobox', { name: 'Country code' })).toBeVisible();
      for (const label of [/^Username/, /^Password/, /^Confirm password/, /^Invitation code/, /^Captcha/])
        await expect(inputField(form, label)).toBeVisible();
      await form.getByRole('button', { name: 'Register' }).click();
      await expect(inputField(form, /^QQ/)).toHaveAttribute('aria-invalid', 'true');
      await expect(inputField(form, /^E-mail/)).not.toHaveAttribute('aria-invalid', 'true');
    } finally {
      await ops(request, 'settings', 'aurora', 'set', 'registerRules', '{}');
    }

    // Reset empties the form; the link opens the login.
    await page.goto(`${origin('aurora')}/register`);
    await inputField(form, /^Username/).fill('someone1');
    await expect(inputField(form, /^QQ/)).toHaveCount(0);
    await inputField(form, /^Password/).fill('Secret123!');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Reset' }).click();
    await expect(inputField(form, /^Username/)).toHaveValue('');
    await expect(inputField(form, /^Password/)).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(consoleErrors.filter((e) => !/status of 429 \(Too Many Requests\)/.test(e))).toEqual([]);
  });
});

test('R1.3 R2.51 R2.52 R2.53 the dialing-code picker starts where the merchant says, opens on focus, closes on a choice or 200 ms after leaving, shows flags; a member logs in by SMS code', async ({
  page,
  request,
  consoleErrors,
}) => {
  const loginForm = page.getByRole('form', { name: 'Log in' }).last();
  /** The forgot-password dialog's mobile tab, on a fresh /login; answers the picker. */
  const mobileRecovery = async (): Promise<Locator> => {
    await page.goto(`${origin('jade')}/login`);
    await loginForm.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByRole('tab', { name: 'By mobile number' }).click();
    return dialog.getByRole('combobox', { name: 'Country code' });
  };
  const set = (key: string, value: unknown) =>
    ops(request, 'settings', 'jade', 'set', key, JSON.stringify(value));
  /** The picker shows the code and the country's flag, loaded from COUNTRY_FLAG/<code>.png. */
  const shows = async (picker: Locator, dialing: string, country: string) => {
    await expect(picker).toHaveText(`+${dialing}`);
    const flag = picker.locator('img');
    await expect(flag).toHaveAttribute('src', `/COUNTRY_FLAG/${country}.png`);
    await expect
      .poll(() => flag.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
  };

  await page.clock.install();
  try {
    // No initial dialing code: the current country (the merchant's default here, no edge country).
    await set('defaultCountry', 'VN');
    await shows(await mobileRecovery(), '84', 'VN');
    // The merchant's initial dialing code when the list has it, else the current country.
    await set('initialDialingCode', '66');
    await shows(await mobileRecovery(), '66', 'TH');
    await set('initialDialingCode', '999');
    await shows(await mobileRecovery(), '84', 'VN');
  } finally {
    await set('initialDialingCode', null);
    await set('defaultCountry', null);
  }

  const countriesAnswer = page.waitForResponse((r) => r.url().includes('/wps/system/country'));
  const picker = await mobileRecovery();
  const { countries } = (
    (await (await countriesAnswer).json()) as {
      value: { countries: { countryCode: string; countryDialingCode: string; name: string }[] };
    }
  ).value;
  await shows(picker, '63', 'PH');
  const list = page.getByRole('listbox', { name: 'Country code' });

  // The clock stands still: only a choice can close the list, and leaving closes it after 200 ms.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await expect(list).toHaveCount(0);
  await picker.focus();
  await expect(list).toBeVisible();
  // Every country with its flag image under COUNTRY_FLAG/<countryCode>.png, and each image is there.
  await expect(list.getByRole('option')).toHaveCount(countries.length);
  expect(await list.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))).toEqual(
    countries.map((c) => `/COUNTRY_FLAG/${c.countryCode}.png`),
  );
  for (const c of countries) {
    const res = await page.request.get(`/COUNTRY_FLAG/${c.countryCode}.png`);
    expect(res.status(), c.countryCode).toBe(200);
    expect(res.headers()['content-type'], c.countryCode).toBe('image/png');
  }
  await list.getByRole('option', { name: /^Vietnam/ }).click();
  await expect(list).toHaveCount(0);
  await shows(picker, '84', 'VN');
  await picker.focus();
  await expect(list).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(picker).not.toBeFocused();
  await page.clock.runFor(150);
  await expect(list).toBeVisible();
  await page.clock.runFor(60);
  await expect(list).toHaveCount(0);
  await page.clock.resume();

  // The demo member (+63 9170000001) logs in with the SMS code.
  await page.goto(`${origin('jade')}/login`);
  await loginForm.getByRole('tab', { name: 'SMS code' }).click();
  await expect(loginForm.getByRole('combobox', { name: 'Country code' })).toHaveText('+63');
  await inputField(loginForm, /^Mobile number/).fill('9170000001');
  await loginForm.getByRole('button', { name: 'Send code' }).click();
  await inputField(loginForm, /^Verification code/).fill(await smsCode(page, '+639170000001'));
  await loginForm.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${origin('jade')}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  const info = await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('tsr.session') ?? '{}') as { token: string };
    const res = await fetch('/wps/member/info', {
      headers: { authorization: `Bearer ${token}`, 'x-module': 'member' },
    });
    return ((await res.json()) as { value: { account: string } }).value;
  });
  expect(info.account).toBe('demo');
  expect(consoleErrors).toEqual([]);
});

test('R1.4 the login offers sign-in with each of the merchant’s two providers, and none where social sign-in is off', async ({
  page,
  request,
  consoleErrors,
}) => {
  const providers = JSON.stringify([
    { id: 'acme', name: 'Acme ID', issuer: 'http://127.0.0.1:9/acme', clientId: 'acme-client' },
    { id: 'beta', name: 'Beta Login', issuer: 'http://127.0.0.1:9/beta', clientId: 'beta-client' },
  ]);
  const buttons = page
    .getByRole('main')
    .first()
    .getByRole('button', { name: /^Sign in with / });
  try {
    // Jade switches social sign-in on (SOCIALLOGIN3); Aurora does not, whatever providers it names.
    await ops(request, 'settings', 'jade', 'set', 'socialProviders', providers);
    await ops(request, 'settings', 'aurora', 'set', 'socialProviders', providers);
    await page.goto(`${origin('jade')}/login`);
    await expect(buttons).toHaveCount(2);
    await expect(buttons.nth(0)).toHaveAccessibleName('Sign in with Acme ID');
    await expect(buttons.nth(1)).toHaveAccessibleName('Sign in with Beta Login');
    await page.goto(`${origin('aurora')}/login`);
    await expect(inputField(page.getByRole('form', { name: 'Log in' }).last(), /^Username/)).toBeVisible();
    await expect(buttons).toHaveCount(0);
  } finally {
    await ops(request, 'settings', 'jade', 'set', 'socialProviders', '[]');
    await ops(request, 'settings', 'aurora', 'set', 'socialProviders', '[]');
  }
  expect(consoleErrors).toEqual([]);
});
