import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoBulletins } from '../../../tests/support/content-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import { getListAnnouncements } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import { popupParamsAtom } from '../../atoms/popup';
import NoticeMarquee from './notice-marquee';

const lists = () => ({ banners: demoBulletins(), player: [], popup: [], promotion: [], help: [] });

describe('notice-marquee widget', () => {
  it('R2.25 scrolls the bulletins; clicking one opens the notice popup at its index', async () => {
    const api = createFakeApiClient().on(getListAnnouncements, lists);
    const { store } = await renderWidget(<NoticeMarquee speed={60} />, { api });
    const region = screen.getByRole('region', { name: 'Notices' });
    const third = await within(region).findByRole('button', { name: demoBulletins()[2]?.title });
    await userEvent.click(third);
    expect(store.get(popupParamsAtom('notice'))).toEqual({ index: 2 });
    expect(api.calls[0]).toEqual({
      id: 'content.announcements',
      input: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B', language: 'EN' },
    });
  });

  it('keeps the copy that makes the loop out of reach of keyboards and screen readers', async () => {
    const api = createFakeApiClient().on(getListAnnouncements, lists);
    await renderWidget(<NoticeMarquee speed={60} />, { api });
    const title = demoBulletins()[0]?.title ?? '';
    await screen.findByRole('button', { name: title });
    expect(screen.getAllByRole('button', { name: title })).toHaveLength(1);
  });

  it('opens the notice popup at the first notice from its icon', async () => {
    const api = createFakeApiClient().on(getListAnnouncements, lists);
    const { store } = await renderWidget(<NoticeMarquee speed={60} />, { api });
    await userEvent.click(screen.getByRole('button', { name: 'All notices' }));
    expect(store.get(popupParamsAtom('notice'))).toEqual({ index: 0 });
  });

  it('shows a quiet strip while loading and nothing scrolling when there are no notices or the call fails', async () => {
    const hanging = await renderWidget(<NoticeMarquee speed={60} />, {
      api: createFakeApiClient().hang(getListAnnouncements),
    });
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    hanging.unmount();
    await renderWidget(<NoticeMarquee speed={60} />, {
      api: createFakeApiClient().fail(getListAnnouncements, 'UNAVAILABLE', 'down'),
    });
    expect(screen.getByRole('button', { name: 'All notices' })).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
