import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { listMyFeedback } from '../../api/endpoints';
import FeedbackCentre from './feedback-centre';

const ticket = {
  id: 7,
  ticket: 'FB-261125-7',
  questionType: 'withdrawal' as const,
  content: 'My withdrawal has not arrived after two days.',
  status: 'answered' as const,
  imageCount: 1,
  createdAt: Date.UTC(2026, 10, 25, 9),
  replies: [{ body: 'Paid out now, sorry for the wait.', createdAt: Date.UTC(2026, 10, 25, 10) }],
};

const meta = {
  title: 'Widgets/Feedback centre',
  component: FeedbackCentre,
  args: { showMine: true },
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) => void api.on(listMyFeedback, () => ({ items: [ticket], total: 1 })),
    },
  },
} satisfies Meta<typeof FeedbackCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Paid out now, sorry for the wait.')).toBeVisible();
  },
};

export const Visitor: Story = {
  parameters: { portal: { session: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('E-mail or phone for our reply')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) => void api.on(listMyFeedback, () => ({ items: [], total: 0 })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No feedback yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => void api.hang(listMyFeedback) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your feedback' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => void api.fail(listMyFeedback, 'NETWORK', 'offline') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Send feedback' })).toBeVisible();
  },
};
