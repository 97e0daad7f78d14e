import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoBulletins } from '../../../tests/support/content-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import { getListAnnouncements } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import { openPopupAtom } from '../../atoms/popup';
import NoticeBoard from './notice-board';

const notices = demoBulletins();
const apiWith = (banners = notices) =>
  createFakeApiClient().on(getListAnnouncements, () => ({
    banners,
    player: [],
    popup: [],
    promotion: [],
    help: [],
  }));
const titles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((b) => b.querySelector('span')?.textContent);

describe('notice-board widget', () => {
  it('R2.95 shows nine notices per page with a pager', async () => {
    await renderWidget(<NoticeBoard variant="page" />, { api: apiWith(), route: '/noticePage' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notices' })).toBeInTheDocument();
    expect(titles()).toEqual(notices.slice(0, 9).map((n) => n.title));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(titles()).toEqual(notices.slice(9).map((n) => n.title));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('R2.25 opens at the notice the marquee named: its page, with that notice open', async () => {
    await renderWidget(<NoticeBoard variant="popup" />, {
      api: apiWith(),
      prepare: (store) => store.set(openPopupAtom, { name: 'notice', params: { index: 10 } }),
    });
    const head = await screen.findByRole('button', { name: new RegExp(notices[10]?.title ?? '') });
    expect(head).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Notices' })).toBeInTheDocument();
  });

  it('opens a notice to show its text, and closes it again', async () => {
    await renderWidget(<NoticeBoard variant="page" />, { api: apiWith(), route: '/noticePage' });
    const head = await screen.findByRole('button', { name: new RegExp(notices[1]?.title ?? '') });
    expect(head).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(head);
    expect(head).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Six new baccarat tables are open/)).toBeInTheDocument();
    await userEvent.click(head);
    expect(screen.queryByText(/Six new baccarat tables are open/)).not.toBeInTheDocument();
  });

  it('opens the notice a /noticePage?id= address names', async () => {
    const target = notices[10];
    await renderWidget(<NoticeBoard variant="page" />, {
      api: apiWith(),
      route: `/noticePage?id=${target?.id}`,
    });
    const head = await screen.findByRole('button', { name: new RegExp(target?.title ?? '') });
    expect(head).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there are no notices, and offers a retry when they could not load', async () => {
    const empty = await renderWidget(<NoticeBoard variant="popup" />, { api: apiWith([]) });
    expect(await screen.findByText(/There are no notices right now/)).toBeInTheDocument();
    empty.unmount();
    const api = createFakeApiClient().fail(getListAnnouncements, 'UNAVAILABLE', 'down');
    await renderWidget(<NoticeBoard variant="popup" />, { api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Notices could not load');
    api.on(getListAnnouncements, () => ({
      banners: notices,
      player: [],
      popup: [],
      promotion: [],
      help: [],
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(9);
  });
});
