import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import type { FakeApiClient } from '../../api/fake-client';
import { activateLanguage } from '../../i18n/activate-language';
import { opsFeedbackClose, opsFeedbackList, opsFeedbackReply } from '../api/endpoints';
import type { OperatorSession } from '../atoms/back-office-atoms';
import { FINANCE_SESSION } from '../testing/back-office-fixture';
import { renderBackOffice } from '../testing/render-back-office';
import { SAMPLE_FEEDBACK, SUPPORT_SESSION } from '../testing/feedback-samples';

const renderApp = (api: (api: FakeApiClient) => void, session: OperatorSession = SUPPORT_SESSION) =>
  renderBackOffice(api, session);

const page = { items: SAMPLE_FEEDBACK, total: SAMPLE_FEEDBACK.length };
const first = SAMPLE_FEEDBACK[0] as (typeof SAMPLE_FEEDBACK)[number];

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});

describe('the feedback desk', () => {
  it('lists new feedback for support with the member’s words as text, never as markup', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) => api.on(opsFeedbackList, () => page));
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    const item = await screen.findByRole('listitem', { name: first.ticket });
    expect(item.textContent).toContain('<img src=x onerror=');
    expect(item.querySelector('img')).toBeNull();
    expect(document.body.dataset.hacked).toBeUndefined();
    expect(within(item).getByText('Pictures attached: 2')).toBeTruthy();
    expect(calls().calls.at(-1)).toEqual({
      id: 'backOffice.feedback',
      input: { status: 'new', page: 1, pageSize: 20 },
    });
    await user.selectOptions(screen.getByLabelText('Status'), 'answered');
    expect(calls().calls.at(-1)).toEqual({
      id: 'backOffice.feedback',
      input: { status: 'answered', page: 1, pageSize: 20 },
    });
  });

  it('answers through the dialog, which needs text, and reloads the list', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) =>
      api
        .on(opsFeedbackList, () => page)
        .on(opsFeedbackReply, () => ({ feedback: { ...first, status: 'answered' } })),
    );
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    await user.click(await screen.findByRole('button', { name: `Answer ${first.ticket}` }));
    const dialog = await screen.findByRole('form', { name: `Answer ${first.ticket}` });
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Write the answer the member will read');
    await user.type(within(dialog).getByLabelText('Your answer (the member reads it)'), ' Credited now. ');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.feedbackReply')).toEqual({
      id: 'backOffice.feedbackReply',
      input: { id: first.id, text: 'Credited now.' },
    });
    expect(calls().calls.at(-1)?.id).toBe('backOffice.feedback');
  });

  it('tells the operator when the case was closed meanwhile, and closes one', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) =>
      api
        .on(opsFeedbackList, () => page)
        .on(opsFeedbackReply, () => {
          throw new CallError('CONFLICT', 'This feedback is closed', 409);
        })
        .on(opsFeedbackClose, () => ({ feedback: { ...first, status: 'closed' } })),
    );
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    await user.click(await screen.findByRole('button', { name: `Answer ${first.ticket}` }));
    const dialog = await screen.findByRole('form', { name: `Answer ${first.ticket}` });
    await user.type(within(dialog).getByLabelText('Your answer (the member reads it)'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText(/closed meanwhile/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: `Close ${first.ticket}` }));
    expect(calls().calls.find((c) => c.id === 'backOffice.feedbackClose')?.input).toEqual({ id: first.id });
  });

  it('is not in the navigation of finance', () => {
    renderApp((api) => api.on(opsFeedbackList, () => page), FINANCE_SESSION);
    expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
  });
});
