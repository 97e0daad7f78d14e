import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getPaymentPassword } from '../../api/endpoints';
import { withWithdrawApi } from '../../../tests/support/fake-cashier';
import { withProfileApi } from '../../../tests/support/fake-profile';
import PaymentPasswordForm from './payment-password-form';

const meta = {
  title: 'Widgets/Payment password',
  component: PaymentPasswordForm,
  args: { showTitle: true },
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) => withWithdrawApi(withProfileApi(api), { passwordSet: false }),
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof PaymentPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R9.19 a first payment password, with the login password. */
export const SetFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Login password'), 'Secret123');
    await userEvent.type(canvas.getByLabelText('New payment password'), '246810');
    await userEvent.type(canvas.getByLabelText('Confirm payment password'), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Set payment password' }));
    await expect(await canvas.findByText('Your payment password is saved.')).toBeVisible();
  },
};

/** A straight run is refused with the reason. */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New payment password'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Set payment password' }));
    await expect(await canvas.findByText('Do not use a straight run such as 123456')).toBeVisible();
  },
};

/** Changing needs the current one. */
export const Change: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withWithdrawApi(withProfileApi(api)) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Current payment password')).toBeVisible();
  },
};

/** Locked after too many wrong tries. */
export const Locked: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) =>
        withWithdrawApi(withProfileApi(api)).on(getPaymentPassword, () => ({
          isSet: true,
          triesLeft: 0,
          lockedUntil: '2030-01-01T10:30:00.000Z',
        })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Payments are locked until/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => api.hang(getPaymentPassword) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading payment password' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => api.fail(getPaymentPassword, 'NETWORK', 'x') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
