import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getLoginHistory, listSessions, startTotpSetup } from '../../api/endpoints';
import { withAccountApi } from '../../../tests/support/fake-accounts';
import AccountSecurity from './account-security';

const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

function withSecurity(api: FakeApiClient): FakeApiClient {
  return withAccountApi(api)
    .on(listSessions, () => [
      {
        id: 'a1',
        createdAt: '2026-11-21T10:00:00Z',
        lastSeenAt: '2026-11-21T10:05:00Z',
        ip: '203.0.113.7',
        userAgent: UA,
        loginType: 'username',
        current: true,
      },
      {
        id: 'b2',
        createdAt: '2026-11-20T08:00:00Z',
        lastSeenAt: '2026-11-20T09:15:00Z',
        ip: '198.51.100.4',
        userAgent: 'Mozilla/5.0 (iPhone) Safari/605.1',
        loginType: 'sms',
        current: false,
      },
    ])
    .on(getLoginHistory, () => [
      { at: '2026-11-21T10:00:00Z', ip: '203.0.113.7', userAgent: UA, loginType: 'username', outcome: 'ok' },
      {
        at: '2026-11-21T09:59:00Z',
        ip: '192.0.2.55',
        userAgent: UA,
        loginType: 'username',
        outcome: 'bad_credentials',
      },
    ])
    .on(startTotpSetup, () => ({
      uri: 'otpauth://totp/x',
      secret: 'JBSWY3DPEHPK3PXP',
      qrCode: 'data:image/png;base64,iVBORw0KGgo=',
    }));
}

const meta = {
  title: 'Widgets/Account security',
  component: AccountSecurity,
  args: { sections: ['avatar', 'twoFactor', 'sessions', 'history'] },
  parameters: { portal: { session: {}, api: withSecurity } },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof AccountSecurity>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This device')).toBeVisible();
  },
};

/** Sessions and history loading. */
export const Loading: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) => withAccountApi(api).hang(listSessions).hang(getLoginHistory),
    },
  },
};

/** No history yet; sessions failed to load. */
export const EmptyAndError: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) =>
        withAccountApi(api)
          .on(getLoginHistory, () => [])
          .fail(listSessions, 'UNAVAILABLE', 'down'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No logins yet.')).toBeVisible();
    await expect(await canvas.findByText('Your sessions could not be loaded.')).toBeVisible();
  },
};
