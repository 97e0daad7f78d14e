import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoBulletins } from '../../../tests/support/content-fixtures';
import { getListAnnouncements } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import NoticeBoard from './notice-board';

const lists = (banners: ReturnType<typeof demoBulletins>) => ({
  banners,
  player: [],
  popup: [],
  promotion: [],
  help: [],
});

const meta = {
  title: 'Widgets/Notice board',
  component: NoticeBoard,
  args: { variant: 'page' },
  parameters: {
    portal: {
      route: '/noticePage',
      api: (api: FakeApiClient) =>
        api.on(getListAnnouncements, ({ language }) => lists(demoBulletins(language))),
    },
  },
} satisfies Meta<typeof NoticeBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The /noticePage list: nine per page, a pager for the rest. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Page 2' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Inside the notice popup. */
export const Popup: Story = { args: { variant: 'popup' } };

/** A notice named by the address: opened, on its page. */
export const OpenedById: Story = { parameters: { portal: { route: '/noticePage?id=11' } } };

/** While the notices load: nine rows of skeleton. */
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.hang(getListAnnouncements) } },
};

/** No notices. */
export const Empty: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.on(getListAnnouncements, () => lists([])) } },
};

/** The call failed: what happened and a retry. */
export const Error: Story = {
  parameters: {
    portal: { api: (api: FakeApiClient) => api.fail(getListAnnouncements, 'UNAVAILABLE', 'down') },
  },
};
