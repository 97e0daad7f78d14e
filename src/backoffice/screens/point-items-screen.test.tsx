import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import type { FakeApiClient } from '../../api/fake-client';
import { activateLanguage } from '../../i18n/activate-language';
import { opsPointItems, opsPointItemSale, opsPointItemSave } from '../api/endpoints';
import type { OperatorSession } from '../atoms/back-office-atoms';
import { READ_ONLY_SESSION } from '../testing/back-office-fixture';
import { SAMPLE_POINT_ITEMS } from '../testing/point-item-samples';
import { renderBackOffice } from '../testing/render-back-office';
import { CONTENT_SESSION } from '../testing/reward-samples';

const renderApp = (api: (api: FakeApiClient) => void, session: OperatorSession = CONTENT_SESSION) =>
  renderBackOffice(api, session);

const list = { merchant: 'aurora', items: SAMPLE_POINT_ITEMS };
const mug = SAMPLE_POINT_ITEMS[1] as (typeof SAMPLE_POINT_ITEMS)[number];
const topup = SAMPLE_POINT_ITEMS[2] as (typeof SAMPLE_POINT_ITEMS)[number];

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});

describe('the point-mall items screen', () => {
  it('lists the catalogue with stock, units redeemed and items off sale; adds an item', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) =>
      api
        .on(opsPointItems, () => list)
        .on(opsPointItemSave, () => ({ item: { ...mug, id: 14, name: { EN: 'Cap' } } })),
    );
    await user.click(screen.getByRole('button', { name: 'Point-mall items' }));
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByText('Unlimited')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('Off sale')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New item' }));
    const dialog = await screen.findByRole('form', { name: 'New point-mall item' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Cap');
    await user.type(within(dialog).getByLabelText(/Price in points/), '250');
    await user.type(within(dialog).getByLabelText(/Stock/), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.pointItemSave')?.input).toEqual({
      type: 'physical',
      name: { EN: 'Cap' },
      points: 250,
      stock: 12,
      maxQuantity: 10,
    });
    expect(await screen.findByText('Item #14 is added.')).toBeTruthy();
    expect(calls().calls.filter((c) => c.id === 'backOffice.pointItems')).toHaveLength(2);
  });

  it('an edit sends the stock the operator saw; a field the platform refuses is said at that field', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) =>
      api
        .on(opsPointItems, () => list)
        .on(opsPointItemSave, () => {
          throw new CallError('CONFLICT', 'The stock is now 5', 409, [
            { field: 'stock', message: 'The stock is now 5: redemptions changed it since you looked' },
          ]);
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Point-mall items' }));
    await user.click(await screen.findByRole('button', { name: `Edit item #${mug.id}` }));
    const dialog = await screen.findByRole('form', { name: `Edit item #${mug.id}` });
    const stock = within(dialog).getByLabelText(/Stock/);
    await user.clear(stock);
    await user.type(stock, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.pointItemSave')?.input).toMatchObject({
      id: mug.id,
      stock: 20,
      stockWas: 7,
    });
    expect(await within(dialog).findByText(/^stock: The stock is now 5/)).toBeTruthy();
  });

  it('an English name is asked for before anything is sent', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) => api.on(opsPointItems, () => list));
    await user.click(screen.getByRole('button', { name: 'Point-mall items' }));
    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = await screen.findByRole('form', { name: 'New point-mall item' });
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(within(dialog).getByText('Write the name in English at least')).toBeTruthy();
    expect(calls().calls.some((c) => c.id === 'backOffice.pointItemSave')).toBe(false);
  });

  it('takes an item off sale and puts one back', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) =>
      api
        .on(opsPointItems, () => list)
        .on(opsPointItemSale, ({ id, onSale }) => ({
          item: { ...(SAMPLE_POINT_ITEMS.find((i) => i.id === id) ?? mug), onSale },
        })),
    );
    await user.click(screen.getByRole('button', { name: 'Point-mall items' }));
    await user.click(await screen.findByRole('button', { name: `Take item #${mug.id} off sale` }));
    expect(await screen.findByText(`Item #${mug.id} is off sale.`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Put item #${topup.id} on sale` }));
    expect(await screen.findByText(`Item #${topup.id} is on sale again.`)).toBeTruthy();
    expect(
      calls()
        .calls.filter((c) => c.id === 'backOffice.pointItemSale')
        .map((c) => c.input),
    ).toEqual([
      { id: mug.id, onSale: false },
      { id: topup.id, onSale: true },
    ]);
  });

  it('a read-only operator reads the catalogue without changing it', async () => {
    const user = userEvent.setup();
    renderApp((api) => api.on(opsPointItems, () => list), READ_ONLY_SESSION);
    await user.click(screen.getByRole('button', { name: 'Point-mall items' }));
    expect(await screen.findByText('Travel mug')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New item' })).toBeNull();
    expect(screen.queryByRole('button', { name: `Edit item #${mug.id}` })).toBeNull();
  });
});
