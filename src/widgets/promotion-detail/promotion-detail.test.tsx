import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoPromotions } from '../../../tests/support/content-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import { getAnnouncementDetail } from '../../api/endpoints';
import { CallError } from '../../api/call-error';
import { createFakeApiClient } from '../../api/fake-client';
import { popupOpenAtom, popupParamsAtom } from '../../atoms/popup';
import PromotionDetail from './promotion-detail';

const promo = demoPromotions()[1];
const api = () => createFakeApiClient().on(getAnnouncementDetail, () => promo as NonNullable<typeof promo>);

describe('promotion-detail widget', () => {
  it('shows the promotion named by ?id= with its terms, and asks visitors to register', async () => {
    const fake = api();
    const { store } = await renderWidget(<PromotionDetail />, {
      api: fake,
      route: '/promoDetail?id=51',
      session: null,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Free spins Friday' })).toBeInTheDocument();
    expect(fake.calls[0]).toEqual({ id: 'content.announcementDetail', input: { id: 51, language: 'EN' } });
    expect(screen.getByText(/Spins are credited within 10 minutes/)).toBeInTheDocument();
    expect(screen.getByText(/^Until /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register to take part' }));
    expect(store.get(popupOpenAtom('register'))).toBe(true);
  });

  it('sends members to the deposit page of the member centre', async () => {
    const { store } = await renderWidget(<PromotionDetail />, {
      api: api(),
      route: '/promoDetail?id=51',
      session: {},
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit and take part' }));
    expect(store.get(popupParamsAtom('memberCentre'))).toEqual({ page: 'depositv2' });
  });

  it('says a promotion is not available when it has ended, is unknown or the id is not one', async () => {
    const gone = createFakeApiClient().on(getAnnouncementDetail, () => {
      throw new CallError('NOT_FOUND', 'Announcement not found', 404);
    });
    const first = await renderWidget(<PromotionDetail />, { api: gone, route: '/promoDetail?id=9' });
    expect(
      await screen.findByRole('heading', { name: 'This promotion is not available' }),
    ).toBeInTheDocument();
    first.unmount();
    const bad = createFakeApiClient();
    await renderWidget(<PromotionDetail />, { api: bad, route: '/promoDetail?id=abc' });
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
    expect(bad.calls).toEqual([]);
  });

  it('offers a retry when the call failed', async () => {
    const fake = createFakeApiClient().fail(getAnnouncementDetail, 'UNAVAILABLE', 'down');
    await renderWidget(<PromotionDetail />, { api: fake, route: '/promoDetail?id=51' });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not load');
    fake.on(getAnnouncementDetail, () => promo as NonNullable<typeof promo>);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Free spins Friday' })).toBeInTheDocument();
  });
});
