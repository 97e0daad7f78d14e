import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { renderWidget } from '../../../tests/support/render-widget';
import AppDownload from './app-download';

describe('app-download widget', () => {
  it('gives iOS and Android each a QR code of the site’s app links and install steps', async () => {
    await renderWidget(<AppDownload qrSize={148} />, { route: '/app' });
    expect(screen.getByRole('heading', { level: 1, name: 'Aurora Play in your pocket' })).toBeInTheDocument();
    const ios = screen.getByRole('region', { name: 'iPhone and iPad' });
    expect(ios).toHaveAttribute('id', 'ios');
    expect(within(ios).getByRole('img', { name: 'QR code for the iOS app' })).toHaveAttribute('width', '148');
    const android = screen.getByRole('region', { name: 'Android' });
    expect(android).toHaveAttribute('id', 'android');
    expect(within(android).getAllByRole('listitem')).toHaveLength(3);
    // The demo links point at this page's anchors: no download button that goes nowhere.
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('links to the store when the site names one', async () => {
    const site = loadWhitelabelSite('aurora');
    const withStore = {
      ...site,
      settings: {
        ...site.settings,
        appDownload: { ios: 'https://apps.example.com/aurora', android: '/app#android' },
      },
    };
    await renderWidget(<AppDownload qrSize={120} />, { site: withStore, route: '/download' });
    const ios = screen.getByRole('region', { name: 'iPhone and iPad' });
    expect(within(ios).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      'https://apps.example.com/aurora',
    );
  });

  it('says the app is coming when the site has no app links', async () => {
    const site = loadWhitelabelSite('aurora');
    const { appDownload: _none, ...settings } = site.settings;
    await renderWidget(<AppDownload qrSize={148} />, { site: { ...site, settings }, route: '/app' });
    expect(screen.getByText(/The app is coming soon/)).toBeInTheDocument();
  });
});
