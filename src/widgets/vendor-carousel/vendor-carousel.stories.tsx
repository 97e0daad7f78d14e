import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getGameMenus } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import VendorCarousel from './vendor-carousel';

const meta = {
  title: 'Widgets/Vendor carousel',
  component: VendorCarousel,
  args: { gameType: 'all', perView: 10, gap: 10, speed: 3000 },
  parameters: { layout: 'padded', portal: { api: (api: FakeApiClient) => withDemoGames(api) } },
} satisfies Meta<typeof VendorCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllVendors: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Game vendors' })).toBeVisible();
  },
};
export const LiveOnly: Story = { args: { gameType: 'LIVE' } };
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.hang(getGameMenus) } },
};
/** No vendors: nothing rendered, no gap. */
export const Empty: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.on(getGameMenus, () => ({ lanes: [] })) } },
};
/** The call failed: nothing rendered (decoration). */
export const Error: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.fail(getGameMenus, 'UNAVAILABLE', 'down') } },
};
