import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import {
  confirmTotp,
  endOtherSessions,
  getLoginHistory,
  listSessions,
  setMemberIcon,
  startTotpSetup,
} from '../../api/endpoints';
import { renderWidget } from '../../../tests/support/render-widget';
import { withAccountApi } from '../../../tests/support/fake-accounts';
import AccountSecurity from './account-security';
import { describeDevice } from './describe-device';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const sessions = [
  {
    id: 'a1',
    createdAt: '2026-11-21T10:00:00Z',
    lastSeenAt: '2026-11-21T10:05:00Z',
    ip: '203.0.113.7',
    userAgent: CHROME,
    loginType: 'username',
    current: true,
  },
  {
    id: 'b2',
    createdAt: '2026-11-20T10:00:00Z',
    lastSeenAt: '2026-11-20T10:05:00Z',
    ip: '198.51.100.4',
    userAgent: 'Mozilla/5.0 (iPhone) Safari/605.1',
    loginType: 'username',
    current: false,
  },
];

function api() {
  return withAccountApi(createFakeApiClient())
    .on(listSessions, () => sessions)
    .on(getLoginHistory, () => [
      {
        at: '2026-11-21T10:00:00Z',
        ip: '203.0.113.7',
        userAgent: CHROME,
        loginType: 'username',
        outcome: 'ok',
      },
      {
        at: '2026-11-21T09:59:00Z',
        ip: '203.0.113.7',
        userAgent: CHROME,
        loginType: 'username',
        outcome: 'bad_credentials',
      },
    ])
    .on(endOtherSessions, () => ({ ended: 1 }))
    .on(startTotpSetup, () => ({
      uri: 'otpauth://totp/x',
      secret: 'JBSWY3DPEHPK3PXP',
      qrCode: 'data:image/png;base64,iVBORw0KGgo=',
    }))
    .on(confirmTotp, () => ({ totpEnabled: true }))
    .on(setMemberIcon, ({ avatar }) => ({ avatar }));
}

describe('account security', () => {
  it('lists sessions and signs out everywhere else', async () => {
    const fake = api();
    await renderWidget(<AccountSecurity sections={['sessions']} />, { api: fake, session: {} });
    expect(await screen.findByText('This device')).toBeInTheDocument();
    expect(screen.getByText('Chrome · Windows')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('1 other sessions signed out')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.id === 'session.endOthers')?.input).toEqual({});
  });

  it('shows the login history with failed attempts', async () => {
    await renderWidget(<AccountSecurity sections={['history']} />, { api: api(), session: {} });
    expect(await screen.findByText('Wrong password or code')).toBeInTheDocument();
    expect(screen.getByText('Signed in')).toBeInTheDocument();
  });

  it('R2.93 enrols an authenticator app with a QR code and a confirming code', async () => {
    const fake = api();
    await renderWidget(<AccountSecurity sections={['twoFactor']} />, { api: fake, session: {} });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code from your authenticator app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.id === 'member.totpConfirm')?.input).toEqual({
        enable: true,
        code: '123456',
      }),
    );
  });

  it('R7.16 chooses an avatar', async () => {
    const fake = api();
    await renderWidget(<AccountSecurity sections={['avatar']} />, { api: fake, session: {} });
    const button = await screen.findByRole('button', { name: 'Avatar 7' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    await waitFor(() =>
      expect(fake.calls.find((c) => c.id === 'member.setIcon')?.input).toEqual({ avatar: 'a7' }),
    );
  });

  it('names devices', () => {
    expect(describeDevice(CHROME)).toBe('Chrome · Windows');
    expect(describeDevice('')).toBe('—');
  });
});
