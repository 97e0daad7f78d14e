import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { withPlaySessionApi } from '../../../tests/support/fake-play-session';
import RealityCheck from './reality-check';

const meta = {
  title: 'Widgets/Reality check',
  component: RealityCheck,
  args: { historyPage: 'personalHistoryCopy' },
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) =>
        withPlaySessionApi(api, { playedMinutes: 95, realityCheckMinutes: 90, staked: 250_00, won: 310_00 }),
    },
  },
} satisfies Meta<typeof RealityCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A check is due: time played and the session's net result, and an answer to give. */
export const Due: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 10_000 });
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    await expect(within(dialog).getByText('+60.00')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
  },
};

/** Down on the session: the net result in the loss colour. */
export const Behind: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) =>
        withPlaySessionApi(api, { playedMinutes: 31, realityCheckMinutes: 30, staked: 80_00, won: 12_00 }),
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 10_000 });
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    await expect(within(dialog).getByText('-68.00')).toBeVisible();
  },
};
