import { atomWithRefresh } from 'jotai/utils';
import type { HelpCategory } from '@schemas/api/content-shapes';
import { getHelpCenter } from '../api/endpoints';
import { apiClientAtom } from './api';
import { languageAtom } from './preferences';

/** Help-centre categories and articles in the current language (spec §7, no token). */
export const helpCenterAtom = atomWithRefresh(async (get, { signal }): Promise<HelpCategory[]> => {
  const { categories } = await get(apiClientAtom).call(
    getHelpCenter,
    { language: get(languageAtom) },
    { signal, module: 'help' },
  );
  return categories;
});
