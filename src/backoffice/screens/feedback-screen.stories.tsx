import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { opsFeedbackList, opsFeedbackReply } from '../api/endpoints';
import { BackOfficeFixture, READ_ONLY_SESSION } from '../testing/back-office-fixture';
import { SAMPLE_FEEDBACK, SUPPORT_SESSION } from '../testing/feedback-samples';
import { settledDialog } from '../testing/settled-dialog';
import { FeedbackScreen } from './feedback-screen';

const meta = {
  title: 'Back office/Feedback',
  component: FeedbackScreen,
} satisfies Meta<typeof FeedbackScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const first = SAMPLE_FEEDBACK[0] as (typeof SAMPLE_FEEDBACK)[number];
const page = { items: SAMPLE_FEEDBACK, total: SAMPLE_FEEDBACK.length };

/** Support's view: what members wrote, shown as text, with answers so far. */
export const Cases: Story = {
  render: () => (
    <BackOfficeFixture session={SUPPORT_SESSION} api={(api) => api.on(opsFeedbackList, () => page)}>
      <FeedbackScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText(/onerror=/)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(screen.getByText('Three new ones arrive on Friday.')).toBeVisible();
    await expect(screen.getByRole('button', { name: `Answer ${first.ticket}` })).toBeVisible();
  },
};

/** A read-only operator reads but has nothing to press. */
export const ReadOnly: Story = {
  render: () => (
    <BackOfficeFixture session={READ_ONLY_SESSION} api={(api) => api.on(opsFeedbackList, () => page)}>
      <FeedbackScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText(first.ticket)).toBeVisible();
    await expect(screen.queryByRole('button', { name: /^Answer/ })).toBeNull();
  },
};

export const Empty: Story = {
  render: () => (
    <BackOfficeFixture
      session={SUPPORT_SESSION}
      api={(api) => api.on(opsFeedbackList, () => ({ items: [], total: 0 }))}
    >
      <FeedbackScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing is waiting for an answer.')).toBeVisible();
  },
};

/** The answer dialog quotes the member and asks for text before sending. */
export const AnswerDialog: Story = {
  render: () => (
    <BackOfficeFixture
      session={SUPPORT_SESSION}
      api={(api) =>
        api
          .on(opsFeedbackList, () => page)
          .on(opsFeedbackReply, () => ({ feedback: { ...first, status: 'answered' as const } }))
      }
    >
      <FeedbackScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: `Answer ${first.ticket}` }));
    // The dialog is drawn in the document's body, outside the story's canvas.
    const dialog = within(await settledDialog(`Answer ${first.ticket}`));
    await userEvent.click(await dialog.findByRole('button', { name: 'Send answer' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Write the answer the member will read');
    await expect(dialog.getByLabelText('Your answer (the member reads it)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
