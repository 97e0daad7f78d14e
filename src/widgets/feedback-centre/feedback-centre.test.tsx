import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_IMAGE_UPLOAD_PATH } from '@schemas/api/feedback-rules';
import { renderWidget } from '../../../tests/support/render-widget';
import { listMyFeedback, submitFeedback } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
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

describe('feedback-centre widget', () => {
  it('R1.16 R5.18 a member sends type, content within the word limits and a picture, and sees the ticket', async () => {
    const api = createFakeApiClient()
      .on(listMyFeedback, () => ({ items: [], total: 0 }))
      .onUpload(FEEDBACK_IMAGE_UPLOAD_PATH, () => ({ images: [{ id: 41 }] }))
      .on(submitFeedback, () => ({ ticket: 'FB-261125-9' }));
    await renderWidget(<FeedbackCentre showMine />, { api, session: {} });
    await userEvent.selectOptions(screen.getByLabelText('Question type'), 'complaint');
    await userEvent.type(screen.getByLabelText('What happened?'), 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('Write at least 5 words.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.id === 'feedback.submit')).toBe(false);
    await userEvent.type(screen.getByLabelText('What happened?'), ' a game froze mid round');
    const file = new File([new Uint8Array([1, 2, 3])], 'shot.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/Pictures \(optional/), file);
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you. Your ticket is FB-261125-9.')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.id === 'feedback.submit')?.input;
    expect(sent).toMatchObject({ questionType: 'complaint', imageIds: [41] });
  });

  it('R1.16 my feedback shows status and the operator’s reply; empty and failing lists say so', async () => {
    const api = createFakeApiClient().on(listMyFeedback, () => ({ items: [ticket], total: 1 }));
    await renderWidget(<FeedbackCentre showMine />, { api, session: {} });
    expect(await screen.findByText('FB-261125-7')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(screen.getByText('Paid out now, sorry for the wait.')).toBeInTheDocument();
  });

  it('shows the empty and error states of my feedback, and a visitor is asked for a contact', async () => {
    const empty = createFakeApiClient().on(listMyFeedback, () => ({ items: [], total: 0 }));
    const { unmount } = await renderWidget(<FeedbackCentre showMine />, { api: empty, session: {} });
    expect(await screen.findByText('No feedback yet')).toBeInTheDocument();
    unmount();
    const failing = createFakeApiClient().fail(listMyFeedback, 'NETWORK', 'offline');
    const second = await renderWidget(<FeedbackCentre showMine />, { api: failing, session: {} });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    second.unmount();
    await renderWidget(<FeedbackCentre showMine />, { api: createFakeApiClient(), session: null });
    expect(screen.queryByText('My feedback')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('What happened?'), 'The site is slow on my phone today');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(screen.getByText('Leave an e-mail address or phone number.')).toBeInTheDocument(),
    );
  });
});
