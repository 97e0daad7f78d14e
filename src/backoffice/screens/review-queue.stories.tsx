import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BackOfficeFixture, FINANCE_SESSION } from '../testing/back-office-fixture';
import { SAMPLE_ROWS, SampleQueue } from '../testing/review-queue-sample';

const meta = {
  title: 'Back office/Review queue',
  component: SampleQueue,
} satisfies Meta<typeof SampleQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = async () => ({ items: SAMPLE_ROWS, total: 5 });

export const PlatformWide: Story = {
  args: { load: rows },
  render: (args) => (
    <BackOfficeFixture>
      <SampleQueue {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('R-1')).toBeVisible();
    await expect(page.getByLabelText(/Merchant code/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Approve R-1' }));
    await expect(page.getByRole('dialog', { name: 'Deciding R-1' })).toBeVisible();
  },
};

export const OneMerchant: Story = {
  args: { load: rows },
  render: (args) => (
    <BackOfficeFixture session={FINANCE_SESSION}>
      <SampleQueue {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('R-1')).toBeVisible();
    await expect(page.queryByLabelText(/Merchant code/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { load: () => new Promise(() => {}) },
  render: (args) => (
    <BackOfficeFixture>
      <SampleQueue {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { load: async () => ({ items: [], total: 0 }) },
  render: (args) => (
    <BackOfficeFixture>
      <SampleQueue {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing waits.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { load: () => Promise.reject(new Error('down')) },
  render: (args) => (
    <BackOfficeFixture>
      <SampleQueue {...args} />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
