import { atom } from 'jotai';
import type { RequestOf, ResponseOf } from '@schemas/api/endpoint';
import { opsPointItems, opsPointItemSale, opsPointItemSave } from '../api/endpoints';
import { api } from './back-office-atoms';

export type PointItemList = ResponseOf<typeof opsPointItems>;
export type PointItemView = PointItemList['items'][number];
export type PointItemDraft = RequestOf<typeof opsPointItemSave>;

export const loadPointItemsAtom = atom(null, (get, _set, query: RequestOf<typeof opsPointItems>) =>
  api(get).call(opsPointItems, query),
);

export const savePointItemAtom = atom(null, (get, _set, draft: PointItemDraft) =>
  api(get).call(opsPointItemSave, draft),
);

export const pointItemSaleAtom = atom(null, (get, _set, input: RequestOf<typeof opsPointItemSale>) =>
  api(get).call(opsPointItemSale, input),
);
