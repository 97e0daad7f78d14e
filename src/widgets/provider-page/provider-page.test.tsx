import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import ProviderPage from './provider-page';

describe('provider-page widget', () => {
  it('R7.24 /fbsports opens the FB sports book through GCS_gameLaunchFB for members', async () => {
    const api = withDemoGames(createFakeApiClient());
    await renderWidget(<ProviderPage provider="fbsports" frameHeight={900} />, { api, session: {} });
    expect(await screen.findByTitle('FB Sports')).toBeInTheDocument();
    expect(api.calls.some((c) => c.id === 'games.launch-fb')).toBe(true);
  });

  it('asks visitors to log in before the sports book opens', async () => {
    const api = withDemoGames(createFakeApiClient());
    await renderWidget(<ProviderPage provider="fbsports" frameHeight={900} />, { api, session: null });
    expect(screen.getByText('Log in to open the sports book.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.id === 'games.launch-fb')).toBe(false);
  });

  it('/seamless lists the vendors that play from the main wallet', async () => {
    await renderWidget(<ProviderPage provider="seamless" frameHeight={900} />, {
      api: withDemoGames(createFakeApiClient()),
    });
    const list = await screen.findByRole('list', { name: 'Vendors' });
    const names = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names.some((n) => n?.startsWith('Tessera Originals'))).toBe(true);
    expect(names.some((n) => n?.startsWith('Spinix'))).toBe(false);
  });
});
