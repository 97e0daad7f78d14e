import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getPlayerLimits } from '../../api/endpoints';
import { withProtectionApi } from '../../../tests/support/fake-protection';
import PlayerLimits from './player-limits';

const meta = {
  title: 'Widgets/Player limits',
  component: PlayerLimits,
  args: { kinds: ['deposit', 'loss', 'wager'] },
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => withProtectionApi(api, { depositLimit: 200_00 }) },
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof PlayerLimits>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lowering holds at once. */
export const Lower: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Save limit' }));
    await expect(await canvas.findByText('Your limit of 50.00 holds from now.')).toBeVisible();
  },
};

/** Raising waits 24 hours, then needs confirming. */
export const RaiseWaits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '900');
    await userEvent.click(canvas.getByRole('button', { name: 'Save limit' }));
    await expect(await canvas.findByText(/Raise to 900\.00 asked for/)).toBeVisible();
  },
};

export const SwitchedOff: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) => withProtectionApi(api, { tools: { limits: false } }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'This site does not offer new limits. Limits you set before still hold.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => api.hang(getPlayerLimits) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your limits' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => api.fail(getPlayerLimits, 'NETWORK', 'x') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
