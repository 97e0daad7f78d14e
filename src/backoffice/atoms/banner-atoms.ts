import { atom } from 'jotai';
import type { RequestOf, ResponseOf } from '@schemas/api/endpoint';
import {
  opsBannerImage,
  opsBannerOrder,
  opsBanners,
  opsBannerSave,
  opsBannerVisibility,
} from '../api/endpoints';
import { api } from './back-office-atoms';

export type BannerQuery = RequestOf<typeof opsBanners>;
export type BannerList = ResponseOf<typeof opsBanners>;
export type BannerView = BannerList['items'][number];
export type BannerDraft = RequestOf<typeof opsBannerSave>;

export const loadBannersAtom = atom(null, (get, _set, query: BannerQuery) =>
  api(get).call(opsBanners, query),
);

export const saveBannerAtom = atom(null, (get, _set, draft: BannerDraft) =>
  api(get).call(opsBannerSave, draft),
);

export const bannerVisibilityAtom = atom(null, (get, _set, input: RequestOf<typeof opsBannerVisibility>) =>
  api(get).call(opsBannerVisibility, input),
);

export const orderBannersAtom = atom(null, (get, _set, input: RequestOf<typeof opsBannerOrder>) =>
  api(get).call(opsBannerOrder, input),
);

export const uploadBannerImageAtom = atom(null, (get, _set, input: RequestOf<typeof opsBannerImage>) =>
  api(get).call(opsBannerImage, input),
);
