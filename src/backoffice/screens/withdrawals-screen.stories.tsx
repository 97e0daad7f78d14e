import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { opsWithdrawalForceReceipt, opsWithdrawalReject, opsWithdrawals } from '../api/endpoints';
import { BackOfficeFixture, FINANCE_SESSION, SAMPLE_WITHDRAWALS } from '../testing/back-office-fixture';
import { DISPUTED_WITHDRAWAL } from '../testing/reward-samples';
import { settledDialog } from '../testing/settled-dialog';
import { WithdrawalsScreen } from './withdrawals-screen';

const meta = {
  title: 'Back office/Withdrawals',
  component: WithdrawalsScreen,
} satisfies Meta<typeof WithdrawalsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const first = SAMPLE_WITHDRAWALS[0] as (typeof SAMPLE_WITHDRAWALS)[number];

export const Queue: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.on(opsWithdrawals, () => ({ items: SAMPLE_WITHDRAWALS, total: 2 }))}>
      <WithdrawalsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Shared destination')).toBeVisible();
    await expect(page.getByText('New account')).toBeVisible();
    await expect(page.getByText('Above average')).toBeVisible();
    // A platform-wide owner may narrow the queue to one merchant.
    await expect(page.getByLabelText(/Merchant code/)).toBeVisible();
  },
};

export const MerchantFinance: Story = {
  render: () => (
    <BackOfficeFixture
      session={FINANCE_SESSION}
      api={(api) => api.on(opsWithdrawals, () => ({ items: SAMPLE_WITHDRAWALS, total: 2 }))}
    >
      <WithdrawalsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(first.reference)).toBeVisible();
    await expect(page.queryByLabelText(/Merchant code/)).toBeNull();
  },
};

export const RejectDialog: Story = {
  render: () => (
    <BackOfficeFixture
      api={(api) =>
        api
          .on(opsWithdrawals, () => ({ items: SAMPLE_WITHDRAWALS, total: 2 }))
          .fail(opsWithdrawalReject, 'CONFLICT', 'The withdrawal is already rejected')
      }
    >
      <WithdrawalsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: `Reject ${first.reference}` }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText(/Reason/), 'Name differs');
    await userEvent.click(body.getByRole('button', { name: 'Reject withdrawal' }));
    await expect(await body.findByText(/This withdrawal has changed meanwhile/)).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.on(opsWithdrawals, () => ({ items: [], total: 0 }))}>
      <WithdrawalsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No withdrawals here')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.hang(opsWithdrawals)}>
      <WithdrawalsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Failed: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.fail(opsWithdrawals, 'FORBIDDEN', 'Your role may not do this')}>
      <WithdrawalsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your role may not do this.')).toBeVisible();
  },
};

export const DisputedPayment: Story = {
  render: () => (
    <BackOfficeFixture
      session={FINANCE_SESSION}
      api={(api) =>
        api
          .on(opsWithdrawals, () => ({ items: [DISPUTED_WITHDRAWAL], total: 1 }))
          .fail(opsWithdrawalForceReceipt, 'CONFLICT', 'The payment is already cancelled')
      }
    >
      <WithdrawalsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Payment 22: 120.00 USD, reported not received')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Force receipt of payment 22' }));
    const dialog = within(await settledDialog('Force receipt of payment 22'));
    await expect(dialog.getByText(/This cannot be undone/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Force receipt' }));
    await expect(await dialog.findByText(/This payment has been settled meanwhile/)).toBeVisible();
  },
};
