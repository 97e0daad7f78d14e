import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { opsDepositReject, opsDeposits } from '../api/endpoints';
import { BackOfficeFixture, FINANCE_SESSION, SAMPLE_DEPOSITS } from '../testing/back-office-fixture';
import { DepositsScreen } from './deposits-screen';

const meta = {
  title: 'Back office/Deposits',
  component: DepositsScreen,
} satisfies Meta<typeof DepositsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const first = SAMPLE_DEPOSITS[0] as (typeof SAMPLE_DEPOSITS)[number];
const queue = { items: SAMPLE_DEPOSITS, total: SAMPLE_DEPOSITS.length };

export const Queue: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.on(opsDeposits, () => queue)}>
      <DepositsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Payer name differs')).toBeVisible();
    await expect(page.getByText('New account')).toBeVisible();
    // A platform-wide owner may narrow the queue to one merchant.
    await expect(page.getByLabelText(/Merchant code/)).toBeVisible();
  },
};

export const MerchantFinance: Story = {
  render: () => (
    <BackOfficeFixture session={FINANCE_SESSION} api={(api) => api.on(opsDeposits, () => queue)}>
      <DepositsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(first.reference)).toBeVisible();
    await expect(page.queryByLabelText(/Merchant code/)).toBeNull();
  },
};

export const Empty: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.on(opsDeposits, () => ({ items: [], total: 0 }))}>
      <DepositsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing is waiting to be checked.')).toBeVisible();
  },
};

export const RejectDialog: Story = {
  render: () => (
    <BackOfficeFixture
      api={(api) =>
        api
          .on(opsDeposits, () => queue)
          .fail(opsDepositReject, 'CONFLICT', 'The deposit was already approved')
      }
    >
      <DepositsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: `Reject ${first.reference}` }));
    // The dialog is drawn in the document's body, outside the story's canvas.
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText(/Reason/), 'No transfer arrived');
    await userEvent.click(body.getByRole('button', { name: 'Reject deposit' }));
    await expect(await body.findByText(/This deposit was decided meanwhile/)).toBeVisible();
  },
};
