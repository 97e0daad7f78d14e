import { atomWithRefresh } from 'jotai/utils';
import type { Banner } from '@schemas/api/content-shapes';
import { getBanners } from '../api/endpoints';
import { apiClientAtom } from './api';
import { languageAtom } from './preferences';

type BannersAtom = ReturnType<typeof atomWithRefresh<Promise<Banner[]>>>;
const byGroup = new Map<string, BannersAtom>();

/** The banners of one page group in the current language (no token: visitors see them too). */
export function bannersAtom(group: string): BannersAtom {
  let a = byGroup.get(group);
  if (!a) {
    a = atomWithRefresh(async (get, { signal }) =>
      get(apiClientAtom).call(
        getBanners,
        { groupName: group, language: get(languageAtom) },
        { signal, module: 'banner' },
      ),
    );
    byGroup.set(group, a);
  }
  return a;
}
