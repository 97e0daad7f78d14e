import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requiredRoutes } from '@schemas/site/check/check-site-semantics';
import type { Site } from '@schemas/site/site';
import { loadWhitelabelSite } from '../../tests/support/load-site';
import { renderWidget } from '../../tests/support/render-widget';
import { whitelabelCodes } from '../../tests/support/whitelabel-sites';
import { fakeLoginResult, withAccountApi } from '../../tests/support/fake-accounts';
import { createFakeApiClient } from '../api/fake-client';
import { login } from '../api/endpoints';
import { SiteRoutes } from './site-routes';

const show = (site: Site, route: string, session?: null | { isAgent?: number }) =>
  renderWidget(<SiteRoutes site={site} />, { site, route, ...(session !== undefined ? { session } : {}) });

describe('site routes', () => {
  it.each(whitelabelCodes)(
    'R2.1-R2.15 %s serves every route of spec §2 it offers',
    async (code) => {
      const site = loadWhitelabelSite(code);
      for (const route of requiredRoutes(site)) {
        const view = await show(site, route);
        // Each page shows its content (a built widget or the honest "not available yet").
        await waitFor(() => expect(document.querySelector('main')?.textContent, route).not.toBe(''), {
          timeout: 5000,
        });
        expect(screen.queryByText('Page not found'), route).toBeNull();
        view.unmount();
      }
      // Every route renders the whole frame (header, footer, side bars): give it time.
    },
    30_000,
  );

  it('answers a path the site does not serve as not found, inside the frame', async () => {
    await show(loadWhitelabelSite('aurora'), '/casino-royale');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Aurora Play');
  });

  it('answers a page whose condition is off as not found', async () => {
    const site = loadWhitelabelSite('aurora');
    const pages = site.pages.map((p) => (p.route === '/pointMall' ? { ...p, when: { loggedIn: true } } : p));
    await show({ ...site, pages }, '/pointMall', null);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('titles the document with the page and the brand', async () => {
    await show(loadWhitelabelSite('jade'), '/live');
    await waitFor(() => expect(document.title).toBe('Live casino · Jade Dragon'));
    await show(loadWhitelabelSite('jade'), '/');
    await waitFor(() => expect(document.title).toBe('Jade Dragon'));
  });

  it('R2.19 gives the root layout a class taken from the path without its leading slash', async () => {
    const { container } = await show(loadWhitelabelSite('aurora'), '/live');
    expect(container.firstElementChild).toHaveClass('live');
    const home = await show(loadWhitelabelSite('aurora'), '/noticePage');
    expect(home.container.firstElementChild).toHaveClass('noticePage');
  });
});

describe('R2.18 the optional login guard', () => {
  const guarded = () => {
    const site = loadWhitelabelSite('aurora');
    return { ...site, settings: { ...site.settings, loginedToHomePage: true } };
  };

  it('sends a visitor without a session to /login from any other path', async () => {
    await show(guarded(), '/live', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it.each([
    ['/login', 'Log in'],
    ['/register', 'Register'],
    ['/register.html', 'Register'],
    ['/helpmc', 'Help centre'],
    ['/download', 'Aurora Play in your pocket'],
  ])('lets %s through', async (route, heading) => {
    await show(guarded(), route, null);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('after the login, sends the member on to the page the guard stopped them at', async () => {
    const site = guarded();
    const api = withAccountApi(createFakeApiClient()).on(login, () => fakeLoginResult());
    await renderWidget(<SiteRoutes site={site} />, { site, route: '/live?vendor=EVO', session: null, api });
    // The login page's own form (the header carries one too).
    const form = await within(await screen.findByRole('main')).findByRole('form', { name: 'Log in' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Username/), 'player01');
    await user.type(within(form).getByLabelText(/^Password/), 'Secret123!');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
  });

  it('lets members through, and does nothing when the setting is off', async () => {
    await show(guarded(), '/live', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
    await show(loadWhitelabelSite('aurora'), '/fish', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fishing games' })).toBeInTheDocument();
  });
});
