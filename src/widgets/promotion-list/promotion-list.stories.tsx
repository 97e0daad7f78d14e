import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoPromotions } from '../../../tests/support/content-fixtures';
import { getListAnnouncements } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import PromotionList from './promotion-list';

const lists = (promotion: ReturnType<typeof demoPromotions>) => ({
  banners: [],
  player: [],
  popup: [],
  promotion,
  help: [],
});

const meta = {
  title: 'Widgets/Promotion list',
  component: PromotionList,
  args: { showFilters: true },
  parameters: {
    portal: {
      route: '/promotions',
      api: (api: FakeApiClient) =>
        api.on(getListAnnouncements, ({ language }) => lists(demoPromotions(language))),
    },
  },
} satisfies Meta<typeof PromotionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The /promotions page: chips and cards. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(6);
  },
};

/** Three cards for a home section. */
export const HomeSection: Story = { args: { showFilters: false, limit: 3 } };

/** Loading. */
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.hang(getListAnnouncements) } },
};

/** No promotions. */
export const Empty: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.on(getListAnnouncements, () => lists([])) } },
};

/** Failed. */
export const Error: Story = {
  parameters: {
    portal: { api: (api: FakeApiClient) => api.fail(getListAnnouncements, 'UNAVAILABLE', 'down') },
  },
};
