import { Type } from '@sinclair/typebox';
import { AmountText, Minor } from '../money-shapes';
import { defineOpsEndpoint } from './ops-endpoint';
import {
  POINT_ITEM_EDITORS,
  POINT_ITEM_NAME_MAX,
  POINT_ITEM_POINTS_MAX,
  POINT_ITEM_READERS,
  POINT_ITEM_SORT_MAX,
  POINT_ITEM_STOCK_MAX,
  POINT_ITEM_TYPES,
} from './point-item-rules';
import { REDEEM_MAX_QUANTITY } from '../points';

const ItemType = Type.Unsafe<(typeof POINT_ITEM_TYPES)[number]>({
  type: 'string',
  enum: [...POINT_ITEM_TYPES],
  description: 'cash (credits the main wallet), physical (shipped to an address) or topup (to a mobile).',
});

/** The item's name per language, as the portal's languages name them (each optional, one required). */
const NameInput = Type.Object(
  {
    EN: Type.Optional(Type.String({ maxLength: POINT_ITEM_NAME_MAX })),
    CN: Type.Optional(Type.String({ maxLength: POINT_ITEM_NAME_MAX })),
    VI: Type.Optional(Type.String({ maxLength: POINT_ITEM_NAME_MAX })),
    JA: Type.Optional(Type.String({ maxLength: POINT_ITEM_NAME_MAX })),
    TH: Type.Optional(Type.String({ maxLength: POINT_ITEM_NAME_MAX })),
    TY: Type.Optional(Type.String({ maxLength: POINT_ITEM_NAME_MAX })),
    ID: Type.Optional(Type.String({ maxLength: POINT_ITEM_NAME_MAX })),
  },
  { additionalProperties: false },
);

const Stock = Type.Union([Type.Integer({ minimum: 0, maximum: POINT_ITEM_STOCK_MAX }), Type.Null()]);

const Merchant = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: 32,
    description:
      'A merchant code: required of a platform-wide operator; an operator of one merchant may only name its own.',
  }),
);

export const PointItemEntry = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  type: ItemType,
  name: Type.Record(Type.String(), Type.String()),
  /** Points one unit costs. */
  points: Type.Integer(),
  /** Cash one unit credits (cash) or its face value (topup); 0 for goods. */
  amount: Minor,
  /** Units left; null when unlimited. */
  stock: Type.Union([Type.Integer(), Type.Null()]),
  maxQuantity: Type.Integer(),
  /** Its place in the catalogue: lower first. */
  sort: Type.Integer(),
  /** Off sale: players no longer see or redeem it; its redemptions stay. */
  onSale: Type.Boolean(),
  /** Units redeemed so far, rejected ones not counted. */
  redeemed: Type.Integer(),
});

export const opsPointItems = defineOpsEndpoint({
  id: 'backOffice.pointItems',
  method: 'GET',
  path: '/ops/points/items',
  token: true,
  encrypted: false,
  roles: POINT_ITEM_READERS,
  summary:
    'The merchant’s point-mall catalogue in the portal’s order, items off sale too. An operator of one merchant sees only its own.',
  request: Type.Object({ merchant: Merchant }, { additionalProperties: false }),
  response: Type.Object({ merchant: Type.String(), items: Type.Array(PointItemEntry) }),
});

export const opsPointItemSave = defineOpsEndpoint({
  id: 'backOffice.pointItemSave',
  method: 'POST',
  path: '/ops/points/items/save',
  token: true,
  encrypted: false,
  roles: POINT_ITEM_EDITORS,
  summary:
    'Add an item (no id; on sale, last unless given a place) or edit one (its id): name per language, type, price in points, cash value, stock and order. A stock change names the stock the operator saw: when redemptions changed it meanwhile the edit is refused (409 naming stock), so units already sold are never put back on the shelf; a stock left as seen keeps the stock as it is now.',
  request: Type.Object(
    {
      merchant: Merchant,
      id: Type.Optional(Type.Integer({ minimum: 1 })),
      type: ItemType,
      name: NameInput,
      points: Type.Integer({ minimum: 1, maximum: POINT_ITEM_POINTS_MAX }),
      /** Cash value per unit ("5.00"): required of cash and topup items, none for goods. */
      amount: Type.Optional(AmountText),
      /** Units on the shelf; null for unlimited. */
      stock: Stock,
      /** The stock as the operator last saw it (editing only). */
      stockWas: Type.Optional(Stock),
      maxQuantity: Type.Integer({ minimum: 1, maximum: REDEEM_MAX_QUANTITY }),
      sort: Type.Optional(Type.Integer({ minimum: 0, maximum: POINT_ITEM_SORT_MAX })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ item: PointItemEntry }),
});

export const opsPointItemSale = defineOpsEndpoint({
  id: 'backOffice.pointItemSale',
  method: 'POST',
  path: '/ops/points/items/sale',
  token: true,
  encrypted: false,
  roles: POINT_ITEM_EDITORS,
  summary:
    'Take an item off sale (players no longer see or redeem it; it and its redemptions stay) or put it back; asking for what it already is changes nothing.',
  request: Type.Object(
    { id: Type.Integer({ minimum: 1 }), onSale: Type.Boolean() },
    { additionalProperties: false },
  ),
  response: Type.Object({ item: PointItemEntry }),
});
