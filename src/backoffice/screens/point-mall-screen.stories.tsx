import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { opsPointApprove, opsPointRedemptions } from '../api/endpoints';
import { BackOfficeFixture, READ_ONLY_SESSION } from '../testing/back-office-fixture';
import { CONTENT_SESSION, SAMPLE_REDEMPTIONS } from '../testing/reward-samples';
import { settledDialog } from '../testing/settled-dialog';
import { PointMallScreen } from './point-mall-screen';

const meta = {
  title: 'Back office/Point mall',
  component: PointMallScreen,
} satisfies Meta<typeof PointMallScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = { items: SAMPLE_REDEMPTIONS, total: SAMPLE_REDEMPTIONS.length };
const first = SAMPLE_REDEMPTIONS[0] as (typeof SAMPLE_REDEMPTIONS)[number];

export const InProcess: Story = {
  render: () => (
    <BackOfficeFixture session={CONTENT_SESSION} api={(api) => api.on(opsPointRedemptions, () => page)}>
      <PointMallScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('1 Main Street, Springfield')).toBeVisible();
    await expect(screen.getByRole('button', { name: `Approve ${first.reference}` })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  render: () => (
    <BackOfficeFixture session={READ_ONLY_SESSION} api={(api) => api.on(opsPointRedemptions, () => page)}>
      <PointMallScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText(first.reference)).toBeVisible();
    await expect(screen.queryByRole('button', { name: `Approve ${first.reference}` })).toBeNull();
  },
};

export const ApproveDialog: Story = {
  render: () => (
    <BackOfficeFixture
      session={CONTENT_SESSION}
      api={(api) =>
        api.on(opsPointRedemptions, () => page).fail(opsPointApprove, 'CONFLICT', 'It was already rejected')
      }
    >
      <PointMallScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: `Approve ${first.reference}` }));
    const dialog = within(await settledDialog(`Approve redemption ${first.reference}`));
    await userEvent.click(dialog.getByRole('button', { name: 'Approve redemption' }));
    await expect(await dialog.findByText(/This redemption has been decided meanwhile/)).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => (
    <BackOfficeFixture
      session={CONTENT_SESSION}
      api={(api) => api.on(opsPointRedemptions, () => ({ items: [], total: 0 }))}
    >
      <PointMallScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No redemptions here')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => (
    <BackOfficeFixture session={CONTENT_SESSION} api={(api) => api.hang(opsPointRedemptions)}>
      <PointMallScreen />
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
      api={(api) => api.fail(opsPointRedemptions, 'INTERNAL', 'down')}
    >
      <PointMallScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
