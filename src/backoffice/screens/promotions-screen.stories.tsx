import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { opsRewardEntries, opsRewardReject } from '../api/endpoints';
import { BackOfficeFixture, FINANCE_SESSION } from '../testing/back-office-fixture';
import { CONTENT_SESSION, SAMPLE_ENTRIES, SAMPLE_ENTRY_PAGE } from '../testing/reward-samples';
import { settledDialog } from '../testing/settled-dialog';
import { PromotionsScreen } from './promotions-screen';

const meta = {
  title: 'Back office/Promotions',
  component: PromotionsScreen,
} satisfies Meta<typeof PromotionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const first = SAMPLE_ENTRIES[0] as (typeof SAMPLE_ENTRIES)[number];

export const Waiting: Story = {
  render: () => (
    <BackOfficeFixture
      session={CONTENT_SESSION}
      api={(api) => api.on(opsRewardEntries, () => SAMPLE_ENTRY_PAGE)}
    >
      <PromotionsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('VIP upgrade bonus')).toBeVisible();
    await expect(page.getByRole('button', { name: `Issue entry #${first.id}` })).toBeVisible();
    await expect(page.queryByLabelText(/Merchant code/)).toBeNull();
  },
};

export const PlatformOwner: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.on(opsRewardEntries, () => SAMPLE_ENTRY_PAGE)}>
      <PromotionsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Weekend lucky draw')).toBeVisible();
    await expect(page.getByLabelText(/Merchant code/)).toBeVisible();
  },
};

export const FinanceReads: Story = {
  render: () => (
    <BackOfficeFixture
      session={FINANCE_SESSION}
      api={(api) => api.on(opsRewardEntries, () => SAMPLE_ENTRY_PAGE)}
    >
      <PromotionsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('VIP upgrade bonus')).toBeVisible();
    await expect(page.queryByRole('button', { name: `Issue entry #${first.id}` })).toBeNull();
  },
};

export const RejectDialog: Story = {
  render: () => (
    <BackOfficeFixture
      session={CONTENT_SESSION}
      api={(api) =>
        api
          .on(opsRewardEntries, () => SAMPLE_ENTRY_PAGE)
          .fail(opsRewardReject, 'CONFLICT', 'It was already issued')
      }
    >
      <PromotionsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: `Reject entry #${first.id}` }));
    const dialog = within(await settledDialog(`Reject entry #${first.id}`));
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Deposit first');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject entry' }));
    await expect(await dialog.findByText(/This entry has been decided meanwhile/)).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => (
    <BackOfficeFixture
      session={CONTENT_SESSION}
      api={(api) => api.on(opsRewardEntries, () => ({ items: [], total: 0, activities: [] }))}
    >
      <PromotionsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No entries here')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => (
    <BackOfficeFixture session={CONTENT_SESSION} api={(api) => api.hang(opsRewardEntries)}>
      <PromotionsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Failed: Story = {
  render: () => (
    <BackOfficeFixture
      session={CONTENT_SESSION}
      api={(api) => api.fail(opsRewardEntries, 'INTERNAL', 'down')}
    >
      <PromotionsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
