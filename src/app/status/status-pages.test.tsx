import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../tests/support/render-widget';
import { sealServicePath } from '../../../server/services/content/service-path-cipher';
import { getCustomerService, getSystemStatus } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import { StatusGate } from './status-gate';

afterEach(() => vi.restoreAllMocks());

const desk = () =>
  createFakeApiClient().on(getCustomerService, () => ({
    csType: 'LIVECHAT' as const,
    version: { pathList: [{ type: '3' as const, path: sealServicePath('/helpmc?lang=EN#live-chat') }] },
  }));

describe('status pages', () => {
  it('R2.20 R2.21 maintenance: says so, checks again on request and opens customer service', async () => {
    const popup = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const api = desk().on(getSystemStatus, () => ({ status: 0 as const, ip: '203.0.113.9' }));
    await renderWidget(<StatusGate>site</StatusGate>, {
      api,
      bootstrap: { status: { status: 1, ip: '203.0.113.9', message: 'Upgrading the wallet.' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.getByText('Upgrading the wallet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    await waitFor(() => expect(popup.location.href).toBe('/helpmc?lang=EN#live-chat'));
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    // The platform says the site is open again: the site comes back.
    expect(await screen.findByText('site')).toBeInTheDocument();
  });

  it('R2.20 R2.21 region blocked: shows the visitor’s IP and a customer-service button', async () => {
    await renderWidget(<StatusGate>site</StatusGate>, {
      api: desk(),
      bootstrap: { status: { status: 2, ip: '198.51.100.23' } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access from your region is restricted' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your IP: 198.51.100.23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  });
});
