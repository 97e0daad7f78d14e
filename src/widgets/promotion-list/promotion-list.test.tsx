import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoPromotions } from '../../../tests/support/content-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import { getListAnnouncements } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import PromotionList from './promotion-list';
import { promotionListWidget } from './promotion-list.widget';

const lists = (promotion = demoPromotions()) => ({ banners: [], player: [], popup: [], promotion, help: [] });

describe('promotion-list widget', () => {
  it('lists the promotions of the announcement list, each linking to its details', async () => {
    await renderWidget(<PromotionList showFilters />, {
      api: createFakeApiClient().on(getListAnnouncements, () => lists()),
      route: '/promotions',
    });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(demoPromotions().length);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: '100% welcome bonus' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '100% welcome bonus' })).toHaveAttribute(
      'href',
      '/promoDetail?id=50',
    );
    expect(within(first).getByText('Ongoing')).toBeInTheDocument();
  });

  it('filters by category', async () => {
    await renderWidget(<PromotionList showFilters />, {
      api: createFakeApiClient().on(getListAnnouncements, () => lists()),
    });
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Sports' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Parlay boost up to 50%' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getAllByRole('article')).toHaveLength(demoPromotions().length);
  });

  it('shows a few for a home section, with no filters', async () => {
    await renderWidget(<PromotionList showFilters={false} limit={3} />, {
      api: createFakeApiClient().on(getListAnnouncements, () => lists()),
    });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('group', { name: 'Promotion categories' })).not.toBeInTheDocument();
  });

  it('says so when there are none, and offers a retry on failure', async () => {
    const empty = await renderWidget(<PromotionList showFilters />, {
      api: createFakeApiClient().on(getListAnnouncements, () => lists([])),
    });
    expect(await screen.findByText(/no promotions running right now/)).toBeInTheDocument();
    empty.unmount();
    await renderWidget(<PromotionList showFilters />, {
      api: createFakeApiClient().fail(getListAnnouncements, 'UNAVAILABLE', 'down'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Promotions could not load');
  });

  it('with its list read before the first render (the widget’s prefetch), it draws the cards, never skeletons', async () => {
    const api = createFakeApiClient().on(getListAnnouncements, () => lists());
    const busy: Node[] = [];
    const watch = new MutationObserver((records) =>
      records.forEach((r) =>
        r.addedNodes.forEach((n) => {
          if (
            n instanceof Element &&
            (n.matches('[aria-busy="true"]') || n.querySelector('[aria-busy="true"]'))
          )
            busy.push(n);
        }),
      ),
    );
    await renderWidget(<PromotionList showFilters />, {
      api,
      prepare: async (store) => {
        await promotionListWidget.prefetch?.({}, store);
        watch.observe(document.body, { childList: true, subtree: true });
      },
    });
    expect(await screen.findAllByRole('article')).toHaveLength(demoPromotions().length);
    watch.takeRecords();
    watch.disconnect();
    expect(busy).toEqual([]);
    expect(api.calls.filter((c) => c.id === getListAnnouncements.id)).toHaveLength(1);
  });
});
