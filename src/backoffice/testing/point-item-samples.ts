import type { PointItemView } from '../atoms/point-item-atoms';

/** An aurora catalogue: a cash credit on sale, goods with stock, a top-up taken off sale. */
export const SAMPLE_POINT_ITEMS: PointItemView[] = [
  {
    id: 11,
    merchant: 'aurora',
    type: 'cash',
    name: { EN: '5.00 cash credit', CN: '5.00 现金' },
    points: 500,
    amount: 5_00,
    stock: null,
    maxQuantity: 10,
    sort: 0,
    onSale: true,
    redeemed: 42,
  },
  {
    id: 12,
    merchant: 'aurora',
    type: 'physical',
    name: { EN: 'Travel mug' },
    points: 400,
    amount: 0,
    stock: 7,
    maxQuantity: 3,
    sort: 1,
    onSale: true,
    redeemed: 3,
  },
  {
    id: 13,
    merchant: 'aurora',
    type: 'topup',
    name: { EN: '10.00 mobile top-up' },
    points: 1_100,
    amount: 10_00,
    stock: 0,
    maxQuantity: 1,
    sort: 2,
    onSale: false,
    redeemed: 20,
  },
];
