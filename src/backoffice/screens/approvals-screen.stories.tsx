import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { opsAdjustments } from '../api/endpoints';
import { BackOfficeFixture, FINANCE_SESSION, SAMPLE_ADJUSTMENTS } from '../testing/back-office-fixture';
import { ApprovalsScreen } from './approvals-screen';

const meta = {
  title: 'Back office/Approvals',
  component: ApprovalsScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ApprovalsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two adjustments waiting: one asked for by bob, one by the signed-in operator (not approvable). */
export const Waiting: Story = {
  render: () => (
    <BackOfficeFixture
      session={{ ...FINANCE_SESSION, operator: { ...FINANCE_SESSION.operator, username: 'alice' } }}
      api={(api) => api.on(opsAdjustments, () => ({ items: SAMPLE_ADJUSTMENTS }))}
    >
      <ApprovalsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('region', {
      name: 'Adjustments waiting for approval',
    });
    await expect(within(list).getAllByRole('button', { name: 'player1 · aurora' })).toHaveLength(2);
    await expect(within(list).getByRole('button', { name: 'Approve adjustment #8' })).toBeDisabled();
  },
};

export const NothingWaiting: Story = {
  render: () => (
    <BackOfficeFixture session={FINANCE_SESSION} api={(api) => api.on(opsAdjustments, () => ({ items: [] }))}>
      <ApprovalsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing waits for approval')).toBeVisible();
  },
};
