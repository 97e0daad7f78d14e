import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { withContractRequestsApi } from '../../../tests/support/fake-contract-requests';
import ContractRequests from './contract-requests';

const meta = {
  title: 'Widgets/Contract requests',
  component: ContractRequests,
  args: { allowLater: true },
  parameters: {
    portal: { session: { isAgent: 2 }, api: (api: FakeApiClient) => withContractRequestsApi(api) },
  },
} satisfies Meta<typeof ContractRequests>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R3.27 offers and a termination request wait: one block per product type. */
export const Waiting: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Contract requests' }, { timeout: 10_000 });
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    await expect(within(dialog).getByRole('region', { name: 'Daily salary' })).toBeVisible();
  },
};

/** R4.32 accepting an offer below the team's rates asks first. */
export const HigherRate: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Contract requests' }, { timeout: 10_000 });
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    const live = within(dialog).getByRole('region', { name: 'New offer for Live casino' });
    await userEvent.click(within(live).getByRole('button', { name: 'Accept' }));
    await expect(await within(live).findByRole('button', { name: 'Accept and end them' })).toBeVisible();
  },
};

/** Nothing waits: the popup draws nothing. */
export const NothingWaits: Story = {
  parameters: {
    portal: {
      session: { isAgent: 2 },
      api: (api: FakeApiClient) => withContractRequestsApi(api, { none: true }),
    },
  },
  play: async () => {
    await expect(screen.queryByRole('dialog', { name: 'Contract requests' })).toBeNull();
  },
};
