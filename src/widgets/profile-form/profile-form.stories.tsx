import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getProfile } from '../../api/endpoints';
import { withProfileApi } from '../../../tests/support/fake-profile';
import ProfileForm from './profile-form';

const meta = {
  title: 'Widgets/Profile',
  component: ProfileForm,
  args: {
    fields: [
      'nickname',
      'birthday',
      'idNumber',
      'nationality',
      'occupation',
      'sourceOfIncome',
      'address',
      'email',
      'mobile',
      'telegram',
      'zalo',
    ],
  },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withProfileApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 820 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.62 R3.31 every profile field; a locked birthday; saving a change. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const telegram = await canvas.findByLabelText('Telegram');
    await userEvent.type(telegram, 'lucky_star');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Your profile is saved.')).toBeVisible();
    await expect(canvas.getByLabelText('Birthday')).toHaveAttribute('readonly');
  },
};

/** A refused field is named under itself. */
export const RefusedNickname: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nickname = await canvas.findByLabelText('Nickname');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('2 to 20 letters, digits, spaces or _.-')).toBeVisible();
  },
};

/** A new e-mail waits for the code sent to it; the old one stays in use until then. */
export const EmailAwaitingCode: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) =>
        withProfileApi(api, {
          nickname: 'Lucky Star',
          email: 'ann@example.com',
          pendingEmail: 'ann.new@example.com',
          locked: [],
          hasPassword: true,
        }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('E-mail code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm e-mail' }));
    await expect(await canvas.findByText('Your new e-mail is confirmed.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => api.hang(getProfile) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your profile' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => api.fail(getProfile, 'NETWORK', 'x') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A new member: nothing filled in yet. */
export const Empty: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) =>
        withProfileApi(api, { nickname: 'player01', locked: [], hasPassword: true }),
    },
  },
};
