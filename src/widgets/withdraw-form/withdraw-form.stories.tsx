import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getWithdrawSettings } from '../../api/endpoints';
import { fakeOpenWithdrawal, withWithdrawApi } from '../../../tests/support/fake-cashier';
import { fakeWagers } from '../../../tests/support/fake-wagering';
import WithdrawForm from './withdraw-form';

const meta = {
  title: 'Widgets/Withdraw',
  component: WithdrawForm,
  args: { accountKinds: ['bank', 'ewallet'] },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withWithdrawApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof WithdrawForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.65 withdraw to a bound card with the payment password. */
export const Request: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '120');
    await userEvent.type(canvas.getByLabelText('Payment password'), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByText('Withdrawal in progress')).toBeVisible();
  },
};

/** A bonus still being wagered: what is left to bet before a withdrawal, and the way to the bonuses. */
export const BonusWagering: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => withWithdrawApi(api, { wagers: fakeWagers() }) },
  },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByRole('region', { name: 'Bonus wagering in progress' });
    await expect(notice).toHaveTextContent('Bet $ 2,800.00 more before you can withdraw.');
    await expect(within(notice).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
  },
};

/** A wrong payment password says how many tries are left. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '120');
    await userEvent.type(canvas.getByLabelText('Payment password'), '111222');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByText('The payment password is wrong (4 tries left)')).toBeVisible();
  },
};

/** R4.34 R4.37 partial payment: received and remaining, a payment to confirm. */
export const ReceiptConfirmation: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) => withWithdrawApi(api, { open: fakeOpenWithdrawal() }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Your withdrawal in progress' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I received it' }));
    await expect(await canvas.findByText('Thank you: the payment is confirmed.')).toBeVisible();
  },
};

/** Not received: proof images and a remark. */
export const NotReceived: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) => withWithdrawApi(api, { open: fakeOpenWithdrawal() }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Not received' }));
    await expect(canvas.getByLabelText(/Proof images/)).toBeEnabled();
    await expect(canvas.getByText('Choose files')).toBeVisible();
  },
};

/** No payment password yet: sent to My account to set one. */
export const NoPaymentPassword: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => withWithdrawApi(api, { passwordSet: false }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Set a payment password first')).toBeVisible();
  },
};

/** No bound account yet: the binding form. */
export const BindAccount: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => withWithdrawApi(api, { accounts: false }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('form', { name: 'Bind a payout account' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => withWithdrawApi(api).hang(getWithdrawSettings) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading withdrawal details' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) => withWithdrawApi(api).fail(getWithdrawSettings, 'UNAVAILABLE', 'x'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
