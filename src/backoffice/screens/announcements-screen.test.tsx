import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import { activateLanguage } from '../../i18n/activate-language';
import { opsNoticeHide, opsNoticePost, opsNotices } from '../api/endpoints';
import { FINANCE_SESSION, SAMPLE_SESSION, SUPPORT_SESSION } from '../testing/back-office-fixture';
import { CONTENT_SESSION, SAMPLE_NOTICES } from '../testing/content-samples';
import { renderBackOffice } from '../testing/render-back-office';

const page = { items: SAMPLE_NOTICES, total: SAMPLE_NOTICES.length };
const first = SAMPLE_NOTICES[0] as (typeof SAMPLE_NOTICES)[number];

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});

describe('announcements in the back office', () => {
  it('lists notices of every type with their state; titles and HTML are shown as text', async () => {
    const user = userEvent.setup();
    const calls = renderBackOffice((api) => api.on(opsNotices, () => page), CONTENT_SESSION);
    await user.click(screen.getByRole('button', { name: 'Announcements' }));
    const item = await screen.findByRole('listitem', { name: 'Notice #31' });
    expect(item.textContent).toContain('<img src=x onerror=');
    expect(item.textContent).toContain('<p>From <b>02:00</b> to 03:00</p>');
    expect(item.querySelector('img, b')).toBeNull();
    expect(document.body.dataset.hacked).toBeUndefined();
    expect(within(item).getByText('Shown')).toBeTruthy();
    expect(within(item).getByText('今晚维护')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Notice #30' })).getByText('Scheduled')).toBeTruthy();
    // A hidden one has nothing to hide.
    expect(screen.queryByRole('button', { name: 'Hide notice #29' })).toBeNull();
    expect(calls().calls.at(-1)).toEqual({ id: 'backOffice.notices', input: { page: 1, pageSize: 20 } });
    await user.selectOptions(screen.getByLabelText('Type'), 'AG');
    await user.selectOptions(screen.getByLabelText('State'), 'scheduled');
    expect(calls().calls.at(-1)).toEqual({
      id: 'backOffice.notices',
      input: { page: 1, pageSize: 20, type: 'AG', state: 'scheduled' },
    });
  });

  it('publishes a notice through the dialog, naming what is missing, in two languages', async () => {
    const user = userEvent.setup();
    const calls = renderBackOffice(
      (api) => api.on(opsNotices, () => page).on(opsNoticePost, () => ({ notice: { ...first, id: 32 } })),
      CONTENT_SESSION,
    );
    await user.click(screen.getByRole('button', { name: 'Announcements' }));
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    const dialog = await screen.findByRole('form', { name: 'New announcement' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByText('Write a title in at least one language')).toBeTruthy();
    expect(within(dialog).getByText('Write the content in at least one language')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'PU');
    await user.type(within(dialog).getByLabelText(/^Title/), ' Server upgrade ');
    await user.type(within(dialog).getByLabelText('Content (HTML)'), '<p>Tonight</p>');
    await user.selectOptions(within(dialog).getByLabelText('Language of the texts'), 'CN');
    expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('');
    await user.type(within(dialog).getByLabelText(/^Title/), '升级');
    expect(within(dialog).getByText('Written in: English, 简体中文')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.noticePost')?.input).toEqual({
      type: 'PU',
      title: { EN: 'Server upgrade', CN: '升级' },
      content: { EN: '<p>Tonight</p>' },
    });
    expect(await screen.findByText('Notice #32 is published.')).toBeTruthy();
    expect(calls().calls.at(-1)?.id).toBe('backOffice.notices');
  });

  it('shows the field the platform refused, and a platform-wide owner names the merchant', async () => {
    const user = userEvent.setup();
    renderBackOffice(
      (api) =>
        api
          .on(opsNotices, () => page)
          .on(opsNoticePost, () => {
            throw new CallError('VALIDATION', 'Invalid', 400, [
              { field: 'endsAt', message: 'must be after the start' },
            ]);
          }),
      SAMPLE_SESSION,
    );
    await user.click(screen.getByRole('button', { name: 'Announcements' }));
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    const dialog = await screen.findByRole('form', { name: 'New announcement' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Hi');
    await user.type(within(dialog).getByLabelText('Content (HTML)'), 'Text');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByText('Name the merchant it is for')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Merchant code/), 'aurora');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('endsAt: must be after the start')).toBeTruthy();
  });

  it('hides a notice and says so', async () => {
    const user = userEvent.setup();
    const calls = renderBackOffice(
      (api) =>
        api.on(opsNotices, () => page).on(opsNoticeHide, () => ({ notice: { ...first, state: 'hidden' } })),
      CONTENT_SESSION,
    );
    await user.click(screen.getByRole('button', { name: 'Announcements' }));
    await user.click(await screen.findByRole('button', { name: 'Hide notice #31' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.noticeHide')?.input).toEqual({ id: 31 });
    expect(await screen.findByText('Notice #31 is hidden.')).toBeTruthy();
  });

  it('support reads notices without buttons to press, and finance has no Announcements', async () => {
    const user = userEvent.setup();
    renderBackOffice((api) => api.on(opsNotices, () => page), SUPPORT_SESSION);
    await user.click(screen.getByRole('button', { name: 'Announcements' }));
    expect(await screen.findByRole('listitem', { name: 'Notice #31' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Hide/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();
  });

  it('is not in the navigation of finance', () => {
    renderBackOffice((api) => api.on(opsNotices, () => page), FINANCE_SESSION);
    expect(screen.queryByRole('button', { name: 'Announcements' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chat room' })).toBeNull();
  });

  it('says when loading failed and offers to try again, and when there is none', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderBackOffice(
      (api) =>
        api.on(opsNotices, () => {
          if (fail) throw new CallError('NETWORK', 'offline', 0);
          return { items: [], total: 0 };
        }),
      CONTENT_SESSION,
    );
    await user.click(screen.getByRole('button', { name: 'Announcements' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(
      await screen.findByText('None matches these filters. Publish one with New announcement.'),
    ).toBeTruthy();
  });
});
