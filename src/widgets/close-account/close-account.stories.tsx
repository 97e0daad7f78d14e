import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { closeAccount } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import CloseAccount from './close-account';

const meta = {
  title: 'Widgets/Close account',
  component: CloseAccount,
  args: { offerSelfExclusion: true },
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) => api.on(closeAccount, () => ({ closedAt: '2026-11-26T09:00:00Z' })),
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 620 }}>{Story()}</div>],
} satisfies Meta<typeof CloseAccount>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: one button, so nobody closes an account by accident. */
export const Folded: Story = {};

/** Open, with a gambling reason: self-exclusion is offered beside the closure. */
export const GamblingReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close my account…' }));
    await userEvent.selectOptions(
      canvas.getByLabelText('Why are you leaving?'),
      'I spend too much time gambling',
    );
    await expect(canvas.getByRole('button', { name: 'See self-exclusion' })).toBeVisible();
  },
};

export const NeedsEverything: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close my account…' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Close my account now' }));
    await expect(await canvas.findByText('Please enter your password')).toBeVisible();
  },
};
