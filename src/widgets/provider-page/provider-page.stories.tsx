import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getGameMenus, launchSportsFB } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import ProviderPage from './provider-page';

const meta = {
  title: 'Widgets/Provider page',
  component: ProviderPage,
  args: { provider: 'seamless', frameHeight: 900 },
  parameters: { layout: 'padded', portal: { session: {}, api: (api: FakeApiClient) => withDemoGames(api) } },
} satisfies Meta<typeof ProviderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Seamless: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Vendors' })).toBeVisible();
  },
};
export const FbSports: Story = { args: { provider: 'fbsports' } };
export const FbSportsVisitor: Story = {
  args: { provider: 'fbsports' },
  parameters: { portal: { session: null } },
};
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.hang(getGameMenus) } },
};
export const Empty: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.on(getGameMenus, () => ({ lanes: [] })) } },
};
export const Error: Story = {
  args: { provider: 'fbsports' },
  parameters: {
    portal: {
      api: (api: FakeApiClient) => withDemoGames(api).fail(launchSportsFB, 'DISABLED', 'not available'),
    },
  },
};
