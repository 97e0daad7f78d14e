import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Banner } from '@schemas/api/content-shapes';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { renderWidget } from '../../../tests/support/render-widget';
import { getBanners } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import BannerCarousel from './banner-carousel';
import { bannerCarouselWidget } from './banner-carousel.widget';

const banner = (id: number, extra: Partial<Banner> = {}): Banner => ({
  bannerId: id,
  groupName: 'w_home',
  url: `/wps/art/banner/aurora/w_home-${id}.svg`,
  linkageType: 'none',
  title: `Banner ${id}`,
  subtitle: `Subtitle ${id}`,
  ...extra,
});

/** Aurora with a fast autoplay, so the tests wait one second instead of five. */
function fastSite() {
  const site = loadWhitelabelSite('aurora');
  return { ...site, settings: { ...site.settings, bannerAutoplayMs: 1000 } };
}

const activeLabel = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((g) => g.hasAttribute('data-active'))
    ?.getAttribute('aria-label');

describe('banner-carousel widget', () => {
  it('R1.18 shows the group’s banners with their titles in a frame of the group’s ratio', async () => {
    const api = createFakeApiClient().on(getBanners, () => [banner(1), banner(2)]);
    await renderWidget(<BannerCarousel group="w_home" showText />, { api, site: fastSite() });
    expect((await screen.findAllByText('Banner 1'))[0]).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Featured' });
    expect(carousel.style.getPropertyValue('--ratio')).toBe('3.2');
    expect(api.calls[0]).toEqual({ id: 'content.banners', input: { groupName: 'w_home', language: 'EN' } });
    const img = carousel.querySelector('img');
    expect(img).toHaveAttribute('width', '1920');
    expect(img).toHaveAttribute('height', '600');
  });

  it('the first banner (the page’s largest paint) loads at once with high priority, the others lazily', async () => {
    const api = createFakeApiClient().on(getBanners, () => [banner(1), banner(2), banner(3)]);
    await renderWidget(<BannerCarousel group="w_home" showText />, { api, site: fastSite() });
    await screen.findAllByText('Banner 1');
    const slide = (label: string) =>
      screen.getAllByRole('group', { hidden: true }).find((g) => g.getAttribute('aria-label') === label);
    const first = slide('1 of 3')?.querySelector('img');
    const rest = ['2 of 3', '3 of 3'].map((label) => slide(label)?.querySelector('img'));
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(rest).toHaveLength(2);
    for (const img of rest) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('fetchpriority', 'auto');
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).toHaveAttribute('width', '1920');
      expect(img).toHaveAttribute('height', '600');
    }
  });

  it('R4.29 R9.1 autoplays with more than one banner and keeps going after interaction', async () => {
    const api = createFakeApiClient().on(getBanners, () => [banner(1), banner(2), banner(3)]);
    await renderWidget(<BannerCarousel group="w_home" showText />, { api, site: fastSite() });
    await screen.findAllByText('Banner 1');
    expect(activeLabel()).toBe('1 of 3');
    await waitFor(() => expect(activeLabel()).toBe('2 of 3'), { timeout: 2500 });
    await userEvent.click(screen.getByRole('button', { name: 'Show banner 1 of 3' }));
    expect(activeLabel()).toBe('1 of 3');
    await waitFor(() => expect(activeLabel()).toBe('2 of 3'), { timeout: 2500 });
  });

  it('R4.29 stands still with one banner: no arrows, no dots, no autoplay', async () => {
    // Fake timers that still move with real time, so Testing Library's polling works.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = createFakeApiClient().on(getBanners, () => [banner(1)]);
      await renderWidget(<BannerCarousel group="w_home" showText />, { api, site: fastSite() });
      await screen.findAllByText('Banner 1');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(activeLabel()).toBe('1 of 1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves with the keyboard’s arrow keys and wraps around', async () => {
    const api = createFakeApiClient().on(getBanners, () => [banner(1), banner(2)]);
    await renderWidget(<BannerCarousel group="w_home" showText />, { api });
    const region = await screen.findByRole('region', { name: 'Featured' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(activeLabel()).toBe('2 of 2');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(activeLabel()).toBe('1 of 2');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(activeLabel()).toBe('2 of 2');
  });

  it('moves with a swipe', async () => {
    const api = createFakeApiClient().on(getBanners, () => [banner(1), banner(2)]);
    await renderWidget(<BannerCarousel group="w_home" showText />, { api });
    await screen.findAllByText('Banner 1');
    const viewport = screen.getByRole('region', { name: 'Featured' }).firstElementChild as HTMLElement;
    Object.defineProperty(viewport, 'clientWidth', { value: 400 });
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 300, clientY: 50, pointerType: 'touch' });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 200, clientY: 52, pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 200, clientY: 52, pointerType: 'touch' });
    expect(activeLabel()).toBe('2 of 2');
  });

  it('links a slide to its promotion, route or outside page', async () => {
    const api = createFakeApiClient().on(getBanners, () => [
      banner(1, { linkageType: 'promotion', linkage: '42', cta: 'Claim now' }),
      banner(2, { linkageType: 'url', linkage: 'https://example.com/x' }),
      banner(3, { linkageType: 'game', linkage: 'ELOTT' }),
    ]);
    await renderWidget(<BannerCarousel group="w_home" showText />, { api });
    expect(await screen.findByRole('link', { name: /Banner 1/ })).toHaveAttribute(
      'href',
      '/promoDetail?id=42',
    );
    expect(screen.getAllByText('Claim now')[0]).toBeVisible();
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      expect.arrayContaining(['https://example.com/x', '/lottery']),
    );
  });

  it('renders nothing at all for a group with no banners, a failed call, or a group the site does not show', async () => {
    const empty = createFakeApiClient().on(getBanners, () => []);
    const first = await renderWidget(<BannerCarousel group="w_home" showText />, { api: empty });
    await waitFor(() => expect(first.container).toBeEmptyDOMElement());
    first.unmount();

    const failing = createFakeApiClient().fail(getBanners, 'UNAVAILABLE', 'down');
    const second = await renderWidget(<BannerCarousel group="w_home" showText />, { api: failing });
    await waitFor(() => expect(second.container).toBeEmptyDOMElement());
    second.unmount();

    const site = loadWhitelabelSite('aurora');
    const noHelp = { ...site, bannerGroups: site.bannerGroups.filter((g) => g.group !== 'w_help') };
    const third = await renderWidget(<BannerCarousel group="w_help" showText />, {
      api: createFakeApiClient().on(getBanners, () => [banner(1)]),
      site: noHelp,
    });
    expect(third.container).toBeEmptyDOMElement();
  });

  it('holds the frame with a skeleton of the same ratio while loading', async () => {
    const api = createFakeApiClient().hang(getBanners);
    await renderWidget(<BannerCarousel group="w_home" showText />, { api });
    const skeleton = screen.getByLabelText('Loading banners');
    expect(skeleton.style.getPropertyValue('--ratio')).toBe('3.2');
  });

  it('with its banners read before the first render (the widget’s prefetch), it never draws the skeleton', async () => {
    const api = createFakeApiClient().on(getBanners, () => [banner(1), banner(2)]);
    const skeletons: Node[] = [];
    const watch = new MutationObserver((records) =>
      records.forEach((r) =>
        r.addedNodes.forEach((n) => {
          const skeleton = '[aria-label="Loading banners"]';
          if (n instanceof Element && (n.matches(skeleton) || n.querySelector(skeleton))) skeletons.push(n);
        }),
      ),
    );
    await renderWidget(<BannerCarousel group="w_home" showText />, {
      api,
      site: fastSite(),
      prepare: async (store) => {
        await bannerCarouselWidget.prefetch?.({ group: 'w_home' }, store);
        watch.observe(document.body, { childList: true, subtree: true });
      },
    });
    expect((await screen.findAllByText('Banner 1'))[0]).toBeInTheDocument();
    watch.takeRecords();
    watch.disconnect();
    expect(skeletons).toEqual([]);
    expect(api.calls.filter((c) => c.id === 'content.banners')).toHaveLength(1);
  });

  it('without that read, the first render holds the banners’ place with a skeleton (the check above can fail)', async () => {
    let answer: (banners: Banner[]) => void = () => undefined;
    const api = createFakeApiClient().on(getBanners, () => new Promise<Banner[]>((r) => (answer = r)));
    await renderWidget(<BannerCarousel group="w_home" showText />, { api, site: fastSite() });
    expect(screen.getByRole('status', { name: 'Loading banners' })).toBeInTheDocument();
    await act(async () => answer([banner(1)]));
    expect((await screen.findAllByText('Banner 1'))[0]).toBeInTheDocument();
  });
});
