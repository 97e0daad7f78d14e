import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CallError } from '../../api/call-error';
import type { FakeApiClient } from '../../api/fake-client';
import { changePassword } from '../../api/endpoints';
import { fakeLoginResult, withAccountApi } from '../../../tests/support/fake-accounts';
import ChangePasswordForm from './change-password-form';

const meta = {
  title: 'Widgets/Change password form',
  component: ChangePasswordForm,
  args: { showTitle: true },
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) => withAccountApi(api).on(changePassword, () => fakeLoginResult()),
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 460 }}>{Story()}</div>],
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member area's voluntary change. */
export const Voluntary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Current password/)).toBeVisible();
  },
};

/** The server refuses the old password. */
export const WrongOldPassword: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) =>
        withAccountApi(api).on(changePassword, () => {
          throw new CallError('BAD_CREDENTIALS', 'wrong', 400, [{ field: 'oldPassword', message: 'wrong' }]);
        }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'Nope1234');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Brand1234');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Brand1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('The password is wrong')).toBeVisible();
  },
};
