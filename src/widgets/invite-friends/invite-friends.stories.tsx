import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getInvitedFriends, getReferral } from '../../api/endpoints';
import { fakeFriends, withReferralApi } from '../../../tests/support/fake-referral';
import InviteFriends from './invite-friends';
import { SHARE_TARGETS } from './share-targets';

const meta = {
  title: 'Widgets/Invite friends',
  component: InviteFriends,
  args: { pageSize: 10, share: [...SHARE_TARGETS], showQr: true },
  parameters: {
    portal: {
      session: {},
      flags: ['REFERRALPROMO3'],
      api: (api: FakeApiClient) => withReferralApi(api, fakeFriends(14)),
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
} satisfies Meta<typeof InviteFriends>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.72 the link, its QR code, share links and the invited friends, two pages of them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Your invitation link')).toHaveValue(
      'https://aurora.localhost/register?referralCode=R7K2M9QX',
    );
    await expect(canvas.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Page 2' }));
    await expect(await canvas.findByText('fr•••14')).toBeVisible();
  },
};

export const NobodyYet: Story = {
  parameters: {
    portal: { session: {}, flags: ['REFERRALPROMO3'], api: (api: FakeApiClient) => withReferralApi(api, []) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No friends have joined yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    portal: {
      session: {},
      flags: ['REFERRALPROMO3'],
      api: (api: FakeApiClient) => api.hang(getReferral).hang(getInvitedFriends),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your invited friends' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: {
      session: {},
      flags: ['REFERRALPROMO3'],
      api: (api: FakeApiClient) =>
        api.fail(getReferral, 'NETWORK', 'x').fail(getInvitedFriends, 'NETWORK', 'x'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** Phone width: the link stacks over its button, share buttons show their icons only. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
