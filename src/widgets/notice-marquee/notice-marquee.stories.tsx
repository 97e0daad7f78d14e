import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
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

/** Twelve bulletins scrolling at 60 px a second, whatever their width; hover pauses them. */
export const Scrolling: Story = {
  play: async ({ canvasElement }) => {
    const items = await within(canvasElement).findAllByRole('listitem');
    await expect(items).not.toHaveLength(0);
    const track = items[0]?.closest('ul')?.parentElement as HTMLElement;
    // One copy of the notices (half the strip) passes in width / speed seconds; the width as
    // laid out, fractions included, as the resize observer reports it.
    const expected = `${Math.max(8, track.getBoundingClientRect().width / 2 / 60).toFixed(1)}s`;
    await waitFor(() => expect(track.style.getPropertyValue('--duration')).toBe(expected));
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
