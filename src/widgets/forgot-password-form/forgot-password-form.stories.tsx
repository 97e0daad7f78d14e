import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { forgotPasswordByEmail, getValidationSettings } from '../../api/endpoints';
import { withAccountApi } from '../../../tests/support/fake-accounts';
import ForgotPasswordForm from './forgot-password-form';

const meta = {
  title: 'Widgets/Forgot password form',
  component: ForgotPasswordForm,
  args: { afterResetRoute: '/' },
  parameters: {
    portal: { api: (api: FakeApiClient) => withAccountApi(api).on(forgotPasswordByEmail, () => ({})) },
  },
  decorators: [(Story) => <div style={{ maxWidth: 460 }}>{Story()}</div>],
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** By username and e-mail only. */
export const ByEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(canvas.getAllByText('Input cannot be empty').length).toBeGreaterThan(0);
  },
};

/** Both methods (CHNGPASSVERIF3). */
export const WithPhone: Story = {
  parameters: { portal: { flags: ['CHNGPASSVERIF3'], api: (api: FakeApiClient) => withAccountApi(api) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'By mobile number' }));
    await expect(canvas.getByLabelText(/^New password/)).toBeVisible();
  },
};

/** The e-mailed link: choose a new password. */
export const FromLink: Story = {
  parameters: {
    portal: {
      route: '/login?resetToken=abcdefghijklmnopqrstuvwxyz012345',
      api: (api: FakeApiClient) => withAccountApi(api),
    },
  },
};

/** The rules are still loading: the form works, helper text arrives later. */
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => withAccountApi(api).hang(getValidationSettings) } },
};
