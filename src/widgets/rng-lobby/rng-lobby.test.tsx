import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { ALL_VENDORS } from '../../atoms/current-game';
import { openPopupsAtom } from '../../atoms/popup';
import { demoLanes, withDemoGames } from '../../../tests/support/game-fixtures';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { renderWidget } from '../../../tests/support/render-widget';
import RngLobby from './rng-lobby';

const listCalls = (api: ReturnType<typeof createFakeApiClient>) =>
  api.calls.filter((c) => c.id === 'games.list').map((c) => c.input as Record<string, unknown>);

/** The player chose "All vendors" last time (the lobby otherwise opens on its first vendor, R4.24). */
const keepAllVendors = () => sessionStorage.setItem('tsr.rngVendor', ALL_VENDORS);

async function member(route = '/rng', site = loadWhitelabelSite('aurora')) {
  if (route === '/rng') keepAllVendors();
  const api = withDemoGames(createFakeApiClient());
  const r = await renderWidget(<RngLobby gameType="RNG" maxColumns={7} vendorMenu />, {
    api,
    session: {},
    route,
    site,
  });
  if (route === '/rng') await screen.findByText('10,000 games', { selector: 'p' }, { timeout: 3000 });
  return r;
}

describe('rng-lobby widget', () => {
  // The vendor a launch stored lives in session storage: each test starts without one.
  beforeEach(() => sessionStorage.clear());

  it('R4.24 R4.21 the lobby opens on its current game, the first slot vendor; "All vendors" and a vendor a launch kept are kept instead', async () => {
    const first = demoLanes().find((l) => l.gameCategory === 'RNG')?.vendors[0];
    expect(first).toBeDefined();
    const api = withDemoGames(createFakeApiClient());
    await renderWidget(<RngLobby gameType="RNG" maxColumns={7} vendorMenu />, {
      api,
      session: {},
      route: '/rng',
    });
    const vendors = await screen.findByRole('region', { name: 'Vendors' });
    await waitFor(() =>
      expect(within(vendors).getByRole('button', { name: new RegExp(`^${first?.title}`) })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toMatchObject({ vassalage: first?.vassalage, pageNo: 1 }),
    );
    // No list of every vendor was asked for on the way.
    expect(listCalls(api).every((c) => c.vassalage === first?.vassalage)).toBe(true);
    expect(within(vendors).getByRole('button', { name: /^All vendors/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await userEvent.click(within(vendors).getByRole('button', { name: /^All vendors/ }));
    await screen.findByText('10,000 games', { selector: 'p' });
    expect(listCalls(api).at(-1)?.vassalage).toBeUndefined();
    expect(sessionStorage.getItem('tsr.rngVendor')).toBe(ALL_VENDORS);
  });

  it('R4.21 a vendor a launch kept is the lobby’s current game', async () => {
    sessionStorage.setItem('tsr.rngVendor', 'LUM');
    const api = withDemoGames(createFakeApiClient());
    await renderWidget(<RngLobby gameType="RNG" maxColumns={7} vendorMenu />, {
      api,
      session: {},
      route: '/rng',
    });
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ vassalage: 'LUM', pageNo: 1 }));
    expect(listCalls(api).every((c) => c.vassalage === 'LUM')).toBe(true);
  });

  it('R2.55 R9.8 shows the vendor menu with arrows (more than 8 vendors) and the first page of 21', async () => {
    const { api } = await member();
    await screen.findByText('10,000 games', { selector: 'p' });
    const vendors = screen.getByRole('region', { name: 'Vendors' });
    expect(within(vendors).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(within(vendors).getByRole('button', { name: /Tessera Originals/ })).toBeInTheDocument();
    expect(listCalls(api)[0]).toMatchObject({ pageNo: 1, pageSize: 21, gameType: 'RNG' });
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
  });

  it('R2.7 R4.27 choosing a vendor reloads page 1 of that vendor; ?page= picks it on arrival', async () => {
    const { api } = await member('/rng?page=LUM');
    await waitFor(() =>
      expect(listCalls(api).some((c) => c.vassalage === 'LUM' && c.pageNo === 1)).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: /Tessera Originals/ }));
    await screen.findByText('24 games', { selector: 'p' });
    expect(listCalls(api)).toContainEqual(
      expect.objectContaining({ vassalage: 'TSR', pageNo: 1, pageSize: 21 }),
    );
  });

  it('R5.15 searches 500 ms after typing stops, once per changed text', async () => {
    const { api } = await member();
    await screen.findByText('10,000 games', { selector: 'p' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const box = screen.getByRole('searchbox', { name: 'Search games' });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(box, 'gold');
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(listCalls(api).some((c) => c.gameName)).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(300));
      await waitFor(() =>
        expect(listCalls(api).filter((c) => c.gameName === 'gold' && c.pageNo === 1)).toHaveLength(1),
      );
      await user.type(box, 'x{Backspace}');
      await act(() => vi.advanceTimersByTimeAsync(700));
      expect(listCalls(api).filter((c) => c.gameName === 'gold' && c.pageNo === 1)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('R5.16 R4.27 minimum-bet and classification filters: one at a time, page 1', async () => {
    const { api } = await member();
    await screen.findByText('10,000 games', { selector: 'p' });
    const bets = screen.getByRole('group', { name: 'Minimum bet' });
    expect(
      within(bets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Any bet', '0.01', '0.05', '0.10', '0.50', '0.75']);
    await userEvent.click(within(bets).getByRole('button', { name: '0.05' }));
    await waitFor(() =>
      expect(listCalls(api)).toContainEqual(expect.objectContaining({ minBet: 0.05, pageNo: 1 })),
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Classification' })).getByRole('button', { name: 'Jackpot' }),
    );
    await waitFor(() =>
      expect(listCalls(api)).toContainEqual(expect.objectContaining({ gameClassify: 'jackpot', pageNo: 1 })),
    );
    expect(
      listCalls(api)
        .filter((c) => c.gameClassify === 'jackpot')
        .every((c) => !('minBet' in c)),
    ).toBe(true);
    expect(within(bets).getByRole('button', { name: 'Any bet' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('R2.59 offers bingo only where the header languages include TY', async () => {
    await member();
    expect(
      within(screen.getByRole('group', { name: 'Classification' })).getByRole('button', { name: 'Bingo' }),
    ).toBeInTheDocument();
  });

  it('R2.59 no bingo for a merchant without TY', async () => {
    await member('/rng', loadWhitelabelSite('lumen'));
    expect(
      within(screen.getByRole('group', { name: 'Classification' })).queryByRole('button', { name: 'Bingo' }),
    ).toBeNull();
  });

  it('R4.16 toggles a favourite: added, then removed, the heart follows', async () => {
    const { api } = await member();
    const heart = (await screen.findAllByRole('button', { name: /to favourites/ }))[0]!;
    await userEvent.click(heart);
    await waitFor(() => expect(api.calls.some((c) => c.id === 'games.favourite-add')).toBe(true));
    const on = (await screen.findAllByRole('button', { name: /from favourites/ }))[0]!;
    expect(on).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(on);
    await waitFor(() => expect(api.calls.some((c) => c.id === 'games.favourite-remove')).toBe(true));
  });

  it('R2.58 R4.25 R4.26 visitors see the hot list; favourites open the login popup', async () => {
    const api = withDemoGames(createFakeApiClient());
    const { store } = await renderWidget(<RngLobby gameType="RNG" maxColumns={7} vendorMenu />, {
      api,
      session: null,
      route: '/rng',
    });
    await waitFor(() => expect(api.calls.some((c) => c.id === 'games.hot')).toBe(true));
    expect(api.calls.some((c) => c.id === 'games.list')).toBe(false);
    expect(
      screen.getByText('Log in to browse every game and search the whole catalogue.'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'Favourites' }),
    );
    expect(store.get(openPopupsAtom).map((p) => p.name)).toContain('login');
  });

  it('R6.5 a trial account may not enter favourites, recent or hot', async () => {
    keepAllVendors();
    const api = withDemoGames(createFakeApiClient());
    await renderWidget(<RngLobby gameType="RNG" maxColumns={7} vendorMenu />, {
      api,
      session: { isAgent: 4 },
      route: '/rng',
    });
    await screen.findByText('10,000 games', { selector: 'p' });
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'Recent' }),
    );
    expect(api.calls.some((c) => c.id === 'games.recent')).toBe(false);
  });

  it('shows an error with a retry that loads again', async () => {
    keepAllVendors();
    const api = withDemoGames(createFakeApiClient()).fail(
      { id: 'games.list', method: 'GET', path: '/x', token: true, encrypted: false },
      'INTERNAL',
      'down',
    );
    await renderWidget(<RngLobby gameType="RNG" maxColumns={7} vendorMenu />, {
      api,
      session: {},
      route: '/rng',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The games could not be loaded.');
    withDemoGames(api);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('10,000 games', { selector: 'p' });
  });
});
