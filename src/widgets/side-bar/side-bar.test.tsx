import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { renderWidget } from '../../../tests/support/render-widget';
import { sealServicePath } from '../../../server/services/content/service-path-cipher';
import { getCustomerService } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import { currentDialogAtom } from '../../atoms/dialog';
import { popupOpenAtom, popupParamsAtom } from '../../atoms/popup';
import { NavIcon } from '../../ui/icon/nav-icon';
import SideBar from './side-bar';

afterEach(() => vi.restoreAllMocks());
const bar = () => within(screen.getByRole('navigation', { name: 'Shortcuts' }));

describe('side-bar widget', () => {
  it('R1.13 offers promotion, customer service, Telegram, app QR codes and invite links', async () => {
    const site = loadWhitelabelSite('aurora');
    await renderWidget(<SideBar items={['promotion', 'service', 'telegram', 'app', 'invite']} />, {
      site,
      bootstrap: { flags: ['REFERRALPROMO3'] },
    });
    expect(bar().getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/promotions');
    expect(bar().getByRole('button', { name: 'Support' })).toBeInTheDocument();
    expect(bar().getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      site.settings.customerService.telegram,
    );
    expect(bar().getByRole('button', { name: 'App' })).toBeInTheDocument();
    expect(bar().getByRole('button', { name: 'Invite' })).toBeInTheDocument();
  });

  it('every shortcut draws its own icon (feedback is not the notice speaker)', async () => {
    await renderWidget(
      <SideBar items={['promotion', 'service', 'chat', 'feedback', 'telegram', 'app', 'invite']} />,
      { site: loadWhitelabelSite('aurora'), bootstrap: { flags: ['REFERRALPROMO3'] } },
    );
    const tiles = within(bar().getByRole('list')).getAllByRole('listitem');
    const icons = tiles.map((tile) => tile.querySelector('svg path')?.getAttribute('d'));
    expect(icons).toHaveLength(7);
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size).toBe(icons.length);
    // The notices' speaker (the nav's notice board) would read as announcements, not feedback.
    const { container } = render(<NavIcon name="notice" />);
    const feedback = bar().getByRole('link', { name: 'Feedback' }).querySelector('path');
    expect(feedback?.getAttribute('d')).not.toBe(container.querySelector('path')?.getAttribute('d'));
  });

  it('R9.11 shows the app QR codes at 74 px with a margin of 7', async () => {
    await renderWidget(<SideBar items={['app']} />, { site: loadWhitelabelSite('jade') });
    await userEvent.click(bar().getByRole('button', { name: 'App' }));
    const panel = await screen.findByRole('region', { name: 'Scan to download the app' }, { timeout: 5000 });
    const codes = within(panel).getAllByRole('img');
    expect(codes).toHaveLength(2);
    for (const svg of codes) {
      expect(svg).toHaveAttribute('width', '74');
      const [x, , w] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
      // A 7 px quiet margin on each side of the 74 px code.
      expect((-(x ?? 0) / (w ?? 1)) * 74).toBeCloseTo(7, 5);
    }
    expect(within(panel).getByRole('img', { name: 'QR code for the Android app' })).toBeInTheDocument();
  });

  it('R9.12 R7.58 opens customer service in a 440 x 500 window', async () => {
    const popup = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const api = createFakeApiClient().on(getCustomerService, () => ({
      csType: 'LIVECHAT' as const,
      version: { pathList: [{ type: '3' as const, path: sealServicePath('/helpmc?lang=EN#live-chat') }] },
    }));
    await renderWidget(<SideBar items={['service']} />, { api });
    await userEvent.click(bar().getByRole('button', { name: 'Support' }));
    await waitFor(() => expect(popup.location.href).toBe('/helpmc?lang=EN#live-chat'));
    expect(open.mock.calls[0]?.[2]).toContain('width=440,height=500');
  });

  it('R7.58 closes the window and says so when customer service fails', async () => {
    const popup = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const api = createFakeApiClient().fail(getCustomerService, 'UNAVAILABLE', 'down');
    const { store } = await renderWidget(<SideBar items={['service']} />, { api });
    await userEvent.click(bar().getByRole('button', { name: 'Support' }));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    await waitFor(() => expect(store.get(currentDialogAtom)?.text).toMatch(/not available right now/));
  });

  it('invite opens the referral page of the member centre, or the login popup for visitors', async () => {
    const member = await renderWidget(<SideBar items={['invite']} />, {
      session: {},
      bootstrap: { flags: ['REFERRALPROMO3'] },
    });
    await userEvent.click(bar().getByRole('button', { name: 'Invite' }));
    expect(member.store.get(popupParamsAtom('memberCentre'))).toEqual({ page: 'referral' });
    member.unmount();
    const visitor = await renderWidget(<SideBar items={['invite']} />, {
      session: null,
      bootstrap: { flags: ['REFERRALPROMO3'] },
    });
    await userEvent.click(bar().getByRole('button', { name: 'Invite' }));
    expect(visitor.store.get(popupOpenAtom('login'))).toBe(true);
  });

  it('leaves out items whose setting or flag is missing', async () => {
    const site = loadWhitelabelSite('lumen');
    await renderWidget(<SideBar items={['telegram', 'invite', 'promotion']} />, {
      site,
      bootstrap: { flags: [] },
    });
    expect(bar().queryByRole('link', { name: 'Telegram' })).not.toBeInTheDocument();
    expect(bar().queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(bar().getByRole('link', { name: 'Offers' })).toBeInTheDocument();
  });

  it('folds and unfolds from its button', async () => {
    await renderWidget(<SideBar items={['promotion']} />);
    const fold = bar().getByRole('button', { name: 'Show shortcuts' });
    await userEvent.click(fold);
    expect(bar().getByRole('button', { name: 'Hide shortcuts' })).toHaveAttribute('aria-expanded', 'true');
  });
});
