import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import { activateLanguage } from '../../i18n/activate-language';
import {
  opsSiteHistory,
  opsSitePreview,
  opsSitePublish,
  opsSiteRollback,
  opsSiteSource,
} from '../api/endpoints';
import { FINANCE_SESSION } from '../testing/back-office-fixture';
import { renderBackOffice } from '../testing/render-back-office';
import {
  AURORA_OWNER_SESSION,
  SAMPLE_HISTORY,
  SAMPLE_PROBLEM,
  SAMPLE_SOURCE,
  SAMPLE_THEME_SOURCE,
} from '../testing/site-studio-samples';
import { PlainEditor } from './site-editor';
import { SiteStudioScreen } from './site-studio-screen';

const PREVIEW_URL = 'http://aurora.localhost/?studio-preview=sample-token-0123456789';
const studio = <SiteStudioScreen Editor={PlainEditor} />;

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});

describe('the site studio', () => {
  it('is in the navigation of owners and not of finance', async () => {
    renderBackOffice((api) => api.on(opsSiteSource, () => SAMPLE_SOURCE), FINANCE_SESSION);
    expect(screen.queryByRole('button', { name: 'Site studio' })).toBeNull();
  });

  it('loads site.json, previews the edit in the portal, and lists problems linked to their place', async () => {
    const user = userEvent.setup();
    let answer: 'ok' | 'problem' = 'ok';
    const calls = renderBackOffice(
      (api) =>
        api
          .on(opsSiteSource, () => SAMPLE_SOURCE)
          .on(opsSiteHistory, () => ({ items: SAMPLE_HISTORY }))
          .on(opsSitePreview, () =>
            answer === 'ok'
              ? { ok: true as const, url: PREVIEW_URL, expiresAt: '2026-11-26T10:10:00.000Z' }
              : { ok: false as const, problems: [SAMPLE_PROBLEM] },
          ),
      AURORA_OWNER_SESSION,
      studio,
    );
    const editor = await screen.findByRole('textbox', { name: 'site.json' });
    expect((editor as HTMLTextAreaElement).value).toBe(SAMPLE_SOURCE.text);
    const frame = await screen.findByTitle('Preview of the portal', {}, { timeout: 3000 });
    expect(frame.getAttribute('src')).toBe(PREVIEW_URL);
    expect(frame.getAttribute('width')).toBe('390');
    // Until the portal in the frame has loaded, the preview says it is loading.
    expect(screen.getByRole('status')).toHaveTextContent('Loading the preview…');
    fireEvent.load(frame);
    expect(screen.queryByText('Loading the preview…')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'desktop');
    expect(frame.getAttribute('width')).toBe('1280');
    answer = 'problem';
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'TY');
    const problem = await screen.findByRole(
      'button',
      { name: /3:28 merchant › name: must be string/ },
      { timeout: 3000 },
    );
    expect(
      calls()
        .calls.filter((c) => c.id === 'backOffice.sitePreview')
        .at(-1)?.input,
    ).toMatchObject({
      language: 'TY',
      theme: 'dark',
    });
    expect(problem).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Version 12' })).getByText('Served now')).toBeTruthy();
  });

  it('publishes the edit from the version it was opened at', async () => {
    const user = userEvent.setup();
    const calls = renderBackOffice(
      (api) =>
        api
          .on(opsSiteSource, () => SAMPLE_SOURCE)
          .on(opsSiteHistory, () => ({ items: SAMPLE_HISTORY }))
          .on(opsSitePreview, () => ({
            ok: true as const,
            url: PREVIEW_URL,
            expiresAt: '2026-11-26T10:10:00.000Z',
          }))
          .on(opsSitePublish, () => ({
            published: true as const,
            version: { id: 13, author: 'bo:olive', createdAt: '2026-11-26T10:05:00.000Z', changed: [] },
          })),
      AURORA_OWNER_SESSION,
      studio,
    );
    const editor = await screen.findByRole('textbox', { name: 'site.json' });
    await user.type(editor, ' ');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published as version 13: players get it now.')).toBeTruthy();
    expect(calls().calls.find((c) => c.id === 'backOffice.sitePublish')?.input).toEqual({
      text: `${SAMPLE_SOURCE.text} `,
      baseVersionId: 12,
      file: 'site',
    });
  });

  it('opens theme.json in its own tab, previews and publishes it as the theme; an unpublished edit holds the tab', async () => {
    const user = userEvent.setup();
    const calls = renderBackOffice(
      (api) =>
        api
          .on(opsSiteSource, (input) => (input.file === 'theme' ? SAMPLE_THEME_SOURCE : SAMPLE_SOURCE))
          .on(opsSiteHistory, () => ({ items: SAMPLE_HISTORY }))
          .on(opsSitePreview, () => ({
            ok: true as const,
            url: PREVIEW_URL,
            expiresAt: '2026-11-26T10:10:00.000Z',
          }))
          .on(opsSitePublish, () => ({
            published: true as const,
            version: { id: 13, author: 'bo:olive', createdAt: '2026-11-26T10:05:00.000Z', changed: [] },
          })),
      AURORA_OWNER_SESSION,
      studio,
    );
    const site = await screen.findByRole('textbox', { name: 'site.json' });
    await user.type(site, ' ');
    await user.click(screen.getByRole('tab', { name: 'theme.json' }));
    expect(
      await screen.findByText('Publish or discard your edit of site.json before opening the other file.'),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'site.json' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Discard edits' }));
    await user.click(screen.getByRole('tab', { name: 'theme.json' }));
    const theme = await screen.findByRole('textbox', { name: 'theme.json' });
    expect((theme as HTMLTextAreaElement).value).toBe(SAMPLE_THEME_SOURCE.text);
    // The preview keeps the languages of the site it shows the theme on.
    expect(screen.getByRole('option', { name: 'TY' })).toBeTruthy();
    await user.type(theme, ' ');
    await screen.findByTitle('Preview of the portal', {}, { timeout: 3000 });
    expect(
      calls()
        .calls.filter((c) => c.id === 'backOffice.sitePreview')
        .at(-1)?.input,
    ).toMatchObject({ file: 'theme', text: `${SAMPLE_THEME_SOURCE.text} ` });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published as version 13: players get it now.')).toBeTruthy();
    expect(calls().calls.find((c) => c.id === 'backOffice.sitePublish')?.input).toEqual({
      text: `${SAMPLE_THEME_SOURCE.text} `,
      baseVersionId: 12,
      file: 'theme',
    });
  });

  it('shows theme.json when its tab is chosen before site.json has arrived, whatever answers last', async () => {
    const user = userEvent.setup();
    let siteArrives = (): void => undefined;
    renderBackOffice(
      (api) =>
        api
          .on(opsSiteSource, (input) =>
            input.file === 'theme'
              ? SAMPLE_THEME_SOURCE
              : new Promise<typeof SAMPLE_SOURCE>((resolve) => {
                  siteArrives = () => resolve(SAMPLE_SOURCE);
                }),
          )
          .on(opsSiteHistory, () => ({ items: SAMPLE_HISTORY })),
      AURORA_OWNER_SESSION,
      studio,
    );
    await user.click(await screen.findByRole('tab', { name: 'theme.json' }));
    const theme = await screen.findByRole('textbox', { name: 'theme.json' });
    // The late answer lands, and whatever it would render is flushed before the checks.
    await act(async () => siteArrives());
    expect((theme as HTMLTextAreaElement).value).toBe(SAMPLE_THEME_SOURCE.text);
    expect(screen.getByRole('tab', { name: 'theme.json' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says another operator published first, and keeps the edit when the newest version is loaded', async () => {
    const user = userEvent.setup();
    renderBackOffice(
      (api) =>
        api
          .on(opsSiteSource, () => SAMPLE_SOURCE)
          .on(opsSiteHistory, () => ({ items: SAMPLE_HISTORY }))
          .on(opsSitePreview, () => ({
            ok: true as const,
            url: PREVIEW_URL,
            expiresAt: '2026-11-26T10:10:00.000Z',
          }))
          .on(opsSitePublish, () => {
            throw new CallError('CONFLICT', 'Version 13 was published by bo:bob', 409);
          }),
      AURORA_OWNER_SESSION,
      studio,
    );
    const editor = await screen.findByRole('textbox', { name: 'site.json' });
    await user.type(editor, 'mine');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 13 was published by bo:bob')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Load the newest version/ }));
    const kept = await screen.findByRole('textbox', { name: 'Your edit before reloading (read only)' });
    expect((kept as HTMLTextAreaElement).value).toBe(`${SAMPLE_SOURCE.text}mine`);
    expect(((await screen.findByRole('textbox', { name: 'site.json' })) as HTMLTextAreaElement).value).toBe(
      SAMPLE_SOURCE.text,
    );
  });

  it('rolls back to an earlier version after a confirm', async () => {
    const user = userEvent.setup();
    const calls = renderBackOffice(
      (api) =>
        api
          .on(opsSiteSource, () => SAMPLE_SOURCE)
          .on(opsSiteHistory, () => ({ items: SAMPLE_HISTORY }))
          .on(opsSitePreview, () => ({
            ok: true as const,
            url: PREVIEW_URL,
            expiresAt: '2026-11-26T10:10:00.000Z',
          }))
          .on(opsSiteRollback, () => ({
            version: { id: 14, author: 'rollback to 9', createdAt: '2026-11-26T10:06:00.000Z', changed: [] },
          })),
      AURORA_OWNER_SESSION,
      studio,
    );
    await user.click(await screen.findByRole('button', { name: 'Roll back to version 9' }));
    await user.click(await screen.findByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('Rolled back to version 9 (kept as version 14).')).toBeTruthy();
    expect(calls().calls.find((c) => c.id === 'backOffice.siteRollback')?.input).toEqual({
      versionId: 9,
      baseVersionId: 12,
    });
  });

  it('shows an error with a retry when the site cannot be loaded', async () => {
    renderBackOffice(
      (api) =>
        api.on(opsSiteSource, () => {
          throw new CallError('NETWORK', 'down', 0);
        }),
      AURORA_OWNER_SESSION,
      studio,
    );
    expect(
      await screen.findByText('The platform cannot be reached. Check the connection and try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
