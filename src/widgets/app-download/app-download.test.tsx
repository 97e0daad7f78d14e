import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForInstallOffer } from '../../atoms/install-offer';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { renderWidget } from '../../../tests/support/render-widget';
import AppDownload from './app-download';

listenForInstallOffer();

/** What Chromium dispatches when the site may be installed: an event with its own dialog. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

afterEach(() => vi.unstubAllGlobals());

describe('app-download widget', () => {
  it('gives iOS and Android a QR code of this page and the steps that add the site to the home screen', async () => {
    await renderWidget(<AppDownload qrSize={148} />, { route: '/app' });
    expect(screen.getByRole('heading', { level: 1, name: 'Aurora Play in your pocket' })).toBeInTheDocument();
    const ios = screen.getByRole('region', { name: 'iPhone and iPad' });
    expect(ios).toHaveAttribute('id', 'ios');
    expect(within(ios).getByRole('img', { name: 'QR code for the iOS app' })).toHaveAttribute('width', '148');
    expect(within(ios).getByText('Tap Share, then Add to Home Screen.')).toBeInTheDocument();
    const android = screen.getByRole('region', { name: 'Android' });
    expect(android).toHaveAttribute('id', 'android');
    expect(within(android).getAllByRole('listitem')).toHaveLength(3);
    expect(within(android).getByText(/Add to Home screen in Chrome’s menu/)).toBeInTheDocument();
    // The demo links point at this page's anchors: no download button that goes nowhere,
    // and nothing promised that a web app cannot do.
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    expect(screen.queryByText(/fingerprint|trust the profile|alerts/i)).not.toBeInTheDocument();
    expect(screen.getByText('Nothing to download from a store and nothing to update')).toBeInTheDocument();
  });

  it('installs through the browser’s own dialog when it offers one, and says so once installed', async () => {
    await renderWidget(<AppDownload qrSize={148} />, { route: '/app' });
    const panel = screen.getByRole('region', { name: 'Aurora Play' });
    expect(within(panel).getByText(/install icon in the address bar/)).toBeInTheDocument();
    const offer = offerInstall('accepted');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Install Aurora Play' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Aurora Play is installed: open it from your home screen or your list of apps.',
    );
  });

  it('says the visit is the app when it was opened from the home screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    await renderWidget(<AppDownload qrSize={148} />, { route: '/app' });
    expect(screen.getByText(/You are in the Aurora Play app/)).toBeInTheDocument();
  });

  it('links to the store when the site names one, with the store’s steps', async () => {
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
    expect(within(ios).getByText('Install the app as its page says.')).toBeInTheDocument();
    const android = screen.getByRole('region', { name: 'Android' });
    expect(within(android).getByText('Open this page in Chrome on your phone.')).toBeInTheDocument();
  });

  it('is the web app when the site has no app links', async () => {
    const site = loadWhitelabelSite('aurora');
    const { appDownload: _none, ...settings } = site.settings;
    await renderWidget(<AppDownload qrSize={148} />, { site: { ...site, settings }, route: '/app' });
    expect(screen.getAllByRole('img', { name: /QR code for the/ })).toHaveLength(2);
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });
});
