import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import { activateLanguage } from '../../i18n/activate-language';
import {
  opsBannerImage,
  opsBannerOrder,
  opsBanners,
  opsBannerSave,
  opsBannerVisibility,
} from '../api/endpoints';
import { READ_ONLY_SESSION, SAMPLE_SESSION } from '../testing/back-office-fixture';
import { bannerList, SAMPLE_BANNERS, SAMPLE_PICTURE } from '../testing/banner-samples';
import { CONTENT_SESSION } from '../testing/content-samples';
import { renderBackOffice } from '../testing/render-back-office';

const first = SAMPLE_BANNERS[0] as (typeof SAMPLE_BANNERS)[number];

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});

describe('banners in the back office', () => {
  it('lists a group’s banners in order with their state and picture; texts are shown as text', async () => {
    const user = userEvent.setup();
    const calls = renderBackOffice((api) => api.on(opsBanners, () => bannerList()), CONTENT_SESSION);
    await user.click(screen.getByRole('button', { name: 'Banners' }));
    const item = await screen.findByRole('listitem', { name: 'Banner #41' });
    expect(item.textContent).toContain('Winter cup <b>final</b>');
    expect(item.querySelector('b')).toBeNull();
    expect(within(item).getByText('Showing')).toBeTruthy();
    expect(within(item).getByRole('img', { name: 'Picture of banner #41' }).getAttribute('src')).toBe(
      SAMPLE_PICTURE,
    );
    expect(screen.getByRole('listitem', { name: 'Banner #42' }).textContent).toContain('Shows in: EN, TH');
    expect(screen.getByRole('button', { name: 'Show banner #43' })).toBeTruthy();
    // The first cannot move up, the last cannot move down.
    expect(screen.queryByRole('button', { name: 'Move banner #41 up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move banner #43 down' })).toBeNull();
    expect(calls().calls.at(-1)).toEqual({ id: 'backOffice.banners', input: {} });
    await user.selectOptions(screen.getByLabelText('Banner group'), 'vip-lounge');
    expect(calls().calls.at(-1)).toEqual({ id: 'backOffice.banners', input: { group: 'vip-lounge' } });
  });

  it('keeps the group last chosen when an earlier group’s list answers after it', async () => {
    const user = userEvent.setup();
    let loungeArrives = (): void => undefined;
    renderBackOffice(
      (api) =>
        api.on(opsBanners, (input) =>
          input.group === 'vip-lounge'
            ? new Promise<ReturnType<typeof bannerList>>((resolve) => {
                loungeArrives = () => resolve(bannerList([], 'vip-lounge'));
              })
            : bannerList(),
        ),
      CONTENT_SESSION,
    );
    await user.click(screen.getByRole('button', { name: 'Banners' }));
    await screen.findByRole('listitem', { name: 'Banner #41' });
    await user.selectOptions(screen.getByLabelText('Banner group'), 'vip-lounge');
    await user.selectOptions(screen.getByLabelText('Banner group'), 'w_home');
    await screen.findByRole('listitem', { name: 'Banner #41' });
    // The late answer lands, and whatever it would render is flushed before the checks.
    await act(async () => loungeArrives());
    expect((screen.getByLabelText('Banner group') as HTMLSelectElement).value).toBe('w_home');
    expect(screen.getByRole('listitem', { name: 'Banner #41' })).toBeTruthy();
  });

  it('hides one and moves one down, each through the platform', async () => {
    const user = userEvent.setup();
    const calls = renderBackOffice(
      (api) =>
        api
          .on(opsBanners, () => bannerList())
          .on(opsBannerVisibility, () => ({ banner: { ...first, state: 'hidden' } }))
          .on(opsBannerOrder, () => ({ items: SAMPLE_BANNERS })),
      CONTENT_SESSION,
    );
    await user.click(screen.getByRole('button', { name: 'Banners' }));
    await user.click(await screen.findByRole('button', { name: 'Hide banner #41' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.bannerVisibility')?.input).toEqual({
      id: 41,
      hidden: true,
    });
    expect(await screen.findByText('Banner #41 is hidden.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Move banner #41 down' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.bannerOrder')?.input).toEqual({
      group: 'w_home',
      ids: [42, 41, 43],
    });
    expect(await screen.findByText('Banner #41 is now at position 2.')).toBeTruthy();
  });

  it('adds a banner: uploads the picture, previews it, names what is missing and what the platform refused', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const calls = renderBackOffice(
      (api) =>
        api
          .on(opsBanners, () => bannerList())
          .on(opsBannerImage, () => ({
            image: '/wps/banner-image/abc.png',
            type: 'image/png',
            width: 640,
            height: 200,
            bytes: 9,
          }))
          .on(opsBannerSave, () => {
            if (refuse) {
              refuse = false;
              throw new CallError('VALIDATION', 'Invalid', 400, [
                { field: 'link', message: 'is a path of the portal' },
              ]);
            }
            return { banner: { ...first, id: 44 } };
          }),
      CONTENT_SESSION,
    );
    await user.click(screen.getByRole('button', { name: 'Banners' }));
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    const dialog = await screen.findByRole('form', { name: 'New banner in w_home' });
    await user.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    expect(within(dialog).getByText('Upload a picture')).toBeTruthy();
    expect(within(dialog).getByText('Write a title in at least one language')).toBeTruthy();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'art.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Picture (PNG, JPEG or WebP, at most 2 MB)'), file);
    const preview = await within(dialog).findByRole('img', { name: 'Preview of the picture' });
    expect(preview.getAttribute('src')).toBe('/wps/banner-image/abc.png');
    expect(calls().calls.find((c) => c.id === 'backOffice.bannerImage')?.input).toEqual({ data: 'iVBORw==' });
    await user.type(within(dialog).getByLabelText(/^Title/), ' Winter cup ');
    await user.selectOptions(within(dialog).getByLabelText('A click opens'), 'route');
    await user.type(within(dialog).getByLabelText('Page path, e.g. /promotions'), 'promotions');
    await user.click(within(dialog).getByRole('checkbox', { name: 'ไทย' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    expect(await within(dialog).findByText('link: is a path of the portal')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    expect(
      calls()
        .calls.filter((c) => c.id === 'backOffice.bannerSave')
        .at(-1)?.input,
    ).toEqual({
      group: 'w_home',
      image: '/wps/banner-image/abc.png',
      title: { EN: 'Winter cup' },
      subtitle: {},
      cta: {},
      linkType: 'route',
      link: 'promotions',
      languages: ['TH'],
    });
    expect(await screen.findByText('Banner #44 is added.')).toBeTruthy();
  });

  it('a read-only operator reads but has nothing to press', async () => {
    const user = userEvent.setup();
    renderBackOffice((api) => api.on(opsBanners, () => bannerList()), READ_ONLY_SESSION);
    await user.click(screen.getByRole('button', { name: 'Banners' }));
    expect(await screen.findByRole('listitem', { name: 'Banner #41' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Hide|Edit|Move)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New banner' })).toBeNull();
  });

  it('shows the empty and failed states', async () => {
    const user = userEvent.setup();
    let fail = false;
    renderBackOffice(
      (api) =>
        api.on(opsBanners, () => {
          if (fail) throw new CallError('NETWORK', 'offline', 0);
          return bannerList([]);
        }),
      CONTENT_SESSION,
    );
    await user.click(screen.getByRole('button', { name: 'Banners' }));
    expect(await screen.findByText('The portal shows nothing here. Add one with New banner.')).toBeTruthy();
    fail = true;
    await user.selectOptions(screen.getByLabelText('Banner group'), 'vip-lounge');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a platform-wide owner names the merchant first', async () => {
    const user = userEvent.setup();
    const calls = renderBackOffice((api) => api.on(opsBanners, () => bannerList()), SAMPLE_SESSION);
    await user.click(screen.getByRole('button', { name: 'Banners' }));
    expect(await screen.findByText('Banner groups are each merchant’s own.')).toBeTruthy();
    expect(calls().calls.some((c) => c.id === 'backOffice.banners')).toBe(false);
    await user.type(screen.getByLabelText('Merchant code'), 'Aurora');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('listitem', { name: 'Banner #41' })).toBeTruthy();
    expect(calls().calls.at(-1)).toEqual({ id: 'backOffice.banners', input: { merchant: 'aurora' } });
  });
});
