import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoBulletins } from '../../../tests/support/content-fixtures';
import { getListAnnouncements } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import NoticeMarquee from './notice-marquee';

const withNotices = (api: FakeApiClient) =>
  api.on(getListAnnouncements, ({ language }) => ({
    banners: demoBulletins(language),
    player: [],
    popup: [],
    promotion: [],
    help: [],
  }));

const meta = {
  title: 'Widgets/Notice marquee',
  component: NoticeMarquee,
  args: { speed: 60 },
  parameters: { portal: { api: withNotices } },
  decorators: [(Story) => <div style={{ display: 'flex', maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof NoticeMarquee>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve bulletins scrolling; hover pauses them. */
export const Scrolling: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).not.toHaveLength(0);
  },
};

/** While the notices load. */
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.hang(getListAnnouncements) } },
};

/** No bulletins: only the notices icon stays. */
export const Empty: Story = {
  parameters: {
    portal: {
      api: (api: FakeApiClient) =>
        api.on(getListAnnouncements, () => ({ banners: [], player: [], popup: [], promotion: [], help: [] })),
    },
  },
};

/** The call failed: the strip stays quiet. */
export const Error: Story = {
  parameters: {
    portal: { api: (api: FakeApiClient) => api.fail(getListAnnouncements, 'UNAVAILABLE', 'down') },
  },
};
