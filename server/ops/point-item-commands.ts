import { POINT_ITEM_TYPES } from '../../schemas/api/ops/point-item-rules';
import { LANGUAGES } from '../../schemas/site/constants';
import {
  pointItems,
  savePointItem,
  setPointItemOnSale,
  type PointItemDraft,
} from '../services/operators/point-items';
import { parseAmountField } from '../services/wallet/parse-amount';
import { asOps } from './cashier-commands';
import { flag, merchantIdOf, need, OpsError, table, type OpsArgs, type OpsCommand } from './ops-command';

/** The ops CLI as the operator audit records it. */
const CLI = { operatorId: null, actor: 'ops-cli', ip: 'cli' };

const money = (minor: number) => (minor / 100).toFixed(2);

const FIELDS =
  `--type ${POINT_ITEM_TYPES.join('|')} --name <English name> [--name-<lang> <name>] --points <n> ` +
  '[--amount 5.00] [--stock <n>|unlimited] [--max-quantity <n>] [--sort <n>]';

function idOf(args: OpsArgs): number {
  const text = need(args, 1, 'item id');
  if (!/^\d{1,15}$/.test(text)) throw new OpsError(`item id ${text} is not a number (see points items)`);
  return Number(text);
}

function numberFlag(args: OpsArgs, name: string): number | undefined {
  const text = flag(args, name);
  if (text === undefined) return undefined;
  if (!/^\d{1,15}$/.test(text)) throw new OpsError(`--${name} is a whole number`);
  return Number(text);
}

/** The draft the flags describe, over `base` (the item edited; nothing when adding). */
function draftOf(args: OpsArgs, base: PointItemDraft | undefined): PointItemDraft {
  const name: Record<string, string | undefined> = { ...base?.name };
  const en = flag(args, 'name');
  if (en !== undefined) name.EN = en;
  for (const lang of LANGUAGES) {
    const text = flag(args, `name-${lang.toLowerCase()}`);
    if (text !== undefined) name[lang] = text;
  }
  const stockText = flag(args, 'stock');
  const stock =
    stockText === undefined
      ? base
        ? base.stock
        : null
      : stockText === 'unlimited'
        ? null
        : numberFlag(args, 'stock');
  const amountText = flag(args, 'amount');
  const type = flag(args, 'type') ?? base?.type;
  if (type === undefined) throw new OpsError('--type is required');
  const points = numberFlag(args, 'points') ?? base?.points;
  if (points === undefined) throw new OpsError('--points is required');
  const sort = numberFlag(args, 'sort');
  return {
    ...(base?.id !== undefined ? { id: base.id } : {}),
    type,
    name,
    points,
    amount: amountText === undefined ? base?.amount : parseAmountField(amountText),
    stock: stock ?? null,
    maxQuantity: numberFlag(args, 'max-quantity') ?? base?.maxQuantity ?? 10,
    ...(sort !== undefined ? { sort } : {}),
  };
}

const listItems: OpsCommand = {
  name: 'points items',
  usage: 'points items <merchant>',
  summary: 'The merchant’s point-mall catalogue in the portal’s order, items off sale too.',
  async run({ db }, args) {
    const merchantId = await merchantIdOf(db, need(args, 0, 'merchant'));
    return table(
      (await pointItems(db, merchantId)).map((i) => ({
        id: i.id,
        name: i.name.EN ?? '',
        type: i.type,
        points: i.points,
        amount: money(i.amount),
        stock: i.stock ?? 'unlimited',
        max_quantity: i.maxQuantity,
        sort: i.sort,
        on_sale: i.onSale ? 'yes' : 'no',
        redeemed: i.redeemed,
      })),
    );
  },
};

const addItem: OpsCommand = {
  name: 'points item-add',
  usage: `points item-add <merchant> ${FIELDS}`,
  summary: 'Add an item to the point mall (on sale, last unless given --sort).',
  async run({ db }, args) {
    const merchantId = await merchantIdOf(db, need(args, 0, 'merchant'));
    const item = await asOps(() => savePointItem(db, merchantId, draftOf(args, undefined), CLI));
    return `item ${item.id} (${item.name.EN}) added, on sale`;
  },
};

const editItem: OpsCommand = {
  name: 'points item-edit',
  usage: `points item-edit <merchant> <item id> [${FIELDS}]`,
  summary:
    'Edit an item: flags given replace the current values. --stock sets what is on the shelf now; redemptions already made keep their name and price.',
  async run({ db }, args) {
    const merchantId = await merchantIdOf(db, need(args, 0, 'merchant'));
    const id = idOf(args);
    const current = (await pointItems(db, merchantId)).find((i) => i.id === id);
    if (!current) throw new OpsError(`no item ${id} for this merchant (see points items)`);
    const item = await asOps(() => savePointItem(db, merchantId, draftOf(args, current), CLI));
    return `item ${item.id} (${item.name.EN}) saved`;
  },
};

const sale = (onSale: boolean): OpsCommand => ({
  name: onSale ? 'points on-sale' : 'points off-sale',
  usage: `points ${onSale ? 'on-sale' : 'off-sale'} <merchant> <item id>`,
  summary: onSale
    ? 'Put an item back on sale in the point mall.'
    : 'Take an item off sale: players no longer see or redeem it; it and its redemptions stay.',
  async run({ db }, args) {
    const merchantId = await merchantIdOf(db, need(args, 0, 'merchant'));
    const id = idOf(args);
    const item = await asOps(() => setPointItemOnSale(db, merchantId, id, onSale, CLI));
    return `item ${item.id} (${item.name.EN}) ${item.onSale ? 'on sale' : 'off sale'}`;
  },
});

export const pointItemCommands: OpsCommand[] = [listItems, addItem, editItem, sale(false), sale(true)];
