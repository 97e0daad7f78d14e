import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { AnnouncementItem, AnnouncementLists } from '@schemas/api/content-shapes';
import { getAnnouncementDetail, getListAnnouncements } from '../api/endpoints';
import { apiClientAtom } from './api';
import { languageAtom } from './preferences';

/**
 * The announcement lists of spec §7 (types B, PL, PU, PR; platform W; execution B)
 * in the current language. One call serves the marquee, the notice modal and page,
 * the popup notice and the promotions.
 */
export const announcementListsAtom = atomWithRefresh(async (get, { signal }): Promise<AnnouncementLists> =>
  get(apiClientAtom).call(
    getListAnnouncements,
    { types: 'B,PL,PU,PR', platform: 'W', execution: 'B', language: get(languageAtom) },
    { signal, module: 'notice' },
  ),
);

/** Bulletins (type B): the header marquee and the notice modal, newest first. */
export const bulletinsAtom = atom(async (get) => (await get(announcementListsAtom)).banners);

/** Promotions (type PR), in the merchant's order. */
export const promotionsAtom = atom(async (get) => (await get(announcementListsAtom)).promotion);

/** Popup notices (type PU), shown once on arrival. */
export const popupNoticesAtom = atom(async (get) => (await get(announcementListsAtom)).popup);

type DetailAtom = ReturnType<typeof atomWithRefresh<Promise<AnnouncementItem>>>;
const details = new Map<number, DetailAtom>();

/** One announcement in full (notice and promotion detail), in the current language; set it to reload. */
export function announcementDetailAtom(id: number): DetailAtom {
  let a = details.get(id);
  if (!a) {
    a = atomWithRefresh(async (get, { signal }) =>
      get(apiClientAtom).call(
        getAnnouncementDetail,
        { id, language: get(languageAtom) },
        { signal, module: 'notice' },
      ),
    );
    details.set(id, a);
  }
  return a;
}
