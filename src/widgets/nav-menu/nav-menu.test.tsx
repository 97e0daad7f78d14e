import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { GAME_TYPE_ROUTES } from '@schemas/site/constants';
import { demoMenus } from '../../../tests/support/game-menu-fixtures';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { renderWidget } from '../../../tests/support/render-widget';
import { getGameMenus } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import { popupOpenAtom, popupParamsAtom } from '../../atoms/popup';
import NavMenu from './nav-menu';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}
const where = () => screen.getByTestId('where').textContent;
const api = () => createFakeApiClient().on(getGameMenus, () => ({ lanes: demoMenus() }));
const bar = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('nav-menu widget', () => {
  it('R2.31 R2.32 lists the site’s nav and maps each game type to its lobby', async () => {
    const site = loadWhitelabelSite('aurora');
    await renderWidget(
      <>
        <NavMenu showIcons={false} />
        <Where />
      </>,
      { api: api(), site },
    );
    expect(bar().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(bar().getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    expect(bar().getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/app');
    for (const item of site.nav) {
      if (!item.gameType || item.launch) continue;
      const route = GAME_TYPE_ROUTES[item.gameType];
      expect(document.querySelector(`[data-nav="${item.id}"]`)).toHaveAttribute('href', route);
    }
    expect(bar().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('R2.33 cockfight has no page: it asks for a login, then launches its game directly', async () => {
    const logged = await renderWidget(
      <>
        <NavMenu showIcons={false} />
        <Where />
      </>,
      { api: api(), session: {} },
    );
    await userEvent.click(bar().getByRole('button', { name: 'Cockfight' }));
    await waitFor(() => expect(where()).toBe('/game?gameType=COCKFIGHT&vendor=SV388&gameCode=CF1'));
    logged.unmount();

    const { store } = await renderWidget(<NavMenu showIcons={false} />, { api: api(), session: null });
    await userEvent.click(bar().getByRole('button', { name: 'Cockfight' }));
    await waitFor(() => expect(store.get(popupOpenAtom('login'))).toBe(true));
    expect(store.get(popupParamsAtom('login'))).toEqual({
      next: '/game?gameType=COCKFIGHT&vendor=SV388&gameCode=CF1',
    });
  });

  it('R2.34 a lottery category launches its first vendor’s game', async () => {
    await renderWidget(
      <>
        <NavMenu showIcons={false} />
        <Where />
      </>,
      { api: api(), session: {} },
    );
    await userEvent.click(bar().getByRole('link', { name: 'Lottery' }));
    await waitFor(() => expect(where()).toBe('/lottery?vendor=TCG_SEA&gameCode=SEA1&playType=std'));
  });

  it('R2.31 shows the vendors of a game type on hover; choosing one opens the lobby at it', async () => {
    await renderWidget(
      <>
        <NavMenu showIcons={false} />
        <Where />
      </>,
      { api: api() },
    );
    await userEvent.hover(bar().getByRole('link', { name: 'Slots' }));
    const panel = await screen.findByRole('region', { name: 'Slots providers' });
    expect(await within(panel).findAllByRole('button')).toHaveLength(6);
    expect(within(panel).getAllByText('Hot')).toHaveLength(2);
    await userEvent.click(within(panel).getByRole('button', { name: /JILI/ }));
    expect(where()).toBe('/rng?page=JILI');
    expect(screen.queryByRole('region', { name: 'Slots providers' })).not.toBeInTheDocument();
  });

  it('opens a vendor menu from the keyboard and closes it with escape', async () => {
    await renderWidget(<NavMenu showIcons={false} />, { api: api() });
    const disclose = bar().getByRole('button', { name: 'Live casino providers' });
    await userEvent.click(disclose);
    expect(disclose).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('region', { name: 'Live casino providers' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Live casino providers' })).not.toBeInTheDocument();
  });

  it('shows items whose condition holds only (point mall for members on lumen)', async () => {
    const site = loadWhitelabelSite('lumen');
    const visitor = await renderWidget(<NavMenu showIcons />, { api: api(), site, session: null });
    expect(bar().queryByRole('link', { name: 'Point mall' })).not.toBeInTheDocument();
    visitor.unmount();
    await renderWidget(<NavMenu showIcons />, { api: api(), site, session: {} });
    expect(bar().getByRole('link', { name: 'Point mall' })).toHaveAttribute('href', '/pointMall');
  });

  it('opens the phone drawer with the same items and closes it on a choice', async () => {
    await renderWidget(
      <>
        <NavMenu showIcons={false} />
        <Where />
      </>,
      { api: api() },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await act(() => userEvent.click(within(drawer).getByRole('link', { name: 'Promotions' })));
    expect(where()).toBe('/promotions');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
