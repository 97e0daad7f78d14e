import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { withProtectionApi } from '../../../tests/support/fake-protection';
import TakeABreak from './take-a-break';

const meta = {
  title: 'Widgets/Take a break',
  component: TakeABreak,
  args: { timeOut: true, selfExclusion: true },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withProtectionApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 620 }}>{Story()}</div>],
} satisfies Meta<typeof TakeABreak>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing starts before the member confirms it cannot be undone. */
export const NeedsConfirming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('How long'), 'Time-out: 24 hours');
    await userEvent.click(canvas.getByRole('button', { name: 'Start my break now' }));
    await expect(
      await canvas.findByText('Please confirm that you understand it cannot be undone'),
    ).toBeVisible();
  },
};

export const TimeOutOnly: Story = {
  args: { timeOut: true, selfExclusion: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: 'Take a break' })).toBeVisible();
  },
};
