import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoPromotions } from '../../../tests/support/content-fixtures';
import { CallError } from '../../api/call-error';
import { getAnnouncementDetail } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import PromotionDetail from './promotion-detail';

const meta = {
  title: 'Widgets/Promotion detail',
  component: PromotionDetail,
  parameters: {
    portal: {
      route: '/promoDetail?id=50',
      api: (api: FakeApiClient) =>
        api.on(
          getAnnouncementDetail,
          ({ id, language }) => demoPromotions(language).find((p) => p.id === id) ?? demoPromotions()[0]!,
        ),
    },
  },
} satisfies Meta<typeof PromotionDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor reads the welcome bonus. */
export const Visitor: Story = {
  parameters: { portal: { session: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** A member: the button leads to the deposit. */
export const Member: Story = { parameters: { portal: { session: {}, route: '/promoDetail?id=53' } } };

/** Loading. */
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.hang(getAnnouncementDetail) } },
};

/** Ended or unknown promotion. */
export const Empty: Story = {
  parameters: {
    portal: {
      api: (api: FakeApiClient) =>
        api.on(getAnnouncementDetail, () => {
          throw new CallError('NOT_FOUND', 'Announcement not found', 404);
        }),
    },
  },
};

/** The call failed: a retry. */
export const Error: Story = {
  parameters: {
    portal: { api: (api: FakeApiClient) => api.fail(getAnnouncementDetail, 'UNAVAILABLE', 'down') },
  },
};
