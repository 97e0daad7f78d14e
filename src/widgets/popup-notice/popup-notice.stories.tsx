import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getListAnnouncements } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import PopupNotice from './popup-notice';

const meta = {
  title: 'Widgets/Popup notice',
  component: PopupNotice,
  args: { delayMs: 0 },
  parameters: {
    portal: {
      api: (api: FakeApiClient) =>
        api.on(getListAnnouncements, () => ({ banners: [], player: [], popup: [], promotion: [], help: [] })),
    },
  },
} satisfies Meta<typeof PopupNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The widget draws nothing itself; its notices open in the app's dialog host. */
export const NothingOnThePage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
