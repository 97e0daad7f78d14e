import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { opsDailyReport } from '../api/endpoints';
import { BackOfficeFixture, FINANCE_SESSION } from '../testing/back-office-fixture';
import { EMPTY_REPORT, SAMPLE_REPORT, SAMPLE_REPORT_BY_VENDOR } from '../testing/report-samples';
import { ReportsScreen } from './reports-screen';

const meta = {
  title: 'Back office/Reports',
  component: ReportsScreen,
} satisfies Meta<typeof ReportsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByDay: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.on(opsDailyReport, () => SAMPLE_REPORT)}>
      <ReportsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('table', { name: 'Daily report' })).toBeVisible();
    await expect(page.getByText('GGR per day, aurora', { selector: 'figcaption' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    // A platform-wide owner may pick a merchant.
    await expect(page.getByLabelText(/Merchant code/)).toBeVisible();
  },
};

export const ByVendor: Story = {
  render: () => (
    <BackOfficeFixture
      session={FINANCE_SESSION}
      api={(api) => api.on(opsDailyReport, () => SAMPLE_REPORT_BY_VENDOR)}
    >
      <ReportsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('PGX')).toBeVisible();
    await expect(page.queryByLabelText(/Merchant code/)).toBeNull();
  },
};

export const Empty: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.on(opsDailyReport, () => EMPTY_REPORT)}>
      <ReportsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing on these days')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.hang(opsDailyReport)}>
      <ReportsScreen />
    </BackOfficeFixture>
  ),
};

export const Failed: Story = {
  render: () => (
    <BackOfficeFixture api={(api) => api.fail(opsDailyReport, 'BUSY', 'Busy')}>
      <ReportsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
