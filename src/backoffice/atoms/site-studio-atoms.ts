import { atom } from 'jotai';
import type { RequestOf, ResponseOf } from '@schemas/api/endpoint';
import {
  type opsSiteCheck,
  opsSiteHistory,
  opsSitePreview,
  opsSitePublish,
  opsSiteRollback,
  opsSiteSource,
} from '../api/endpoints';
import { api } from './back-office-atoms';

export type SiteSource = ResponseOf<typeof opsSiteSource>;
export type SiteProblem = ResponseOf<typeof opsSiteCheck>['problems'][number];
export type SiteVersionRow = ResponseOf<typeof opsSiteHistory>['items'][number];
export type PreviewRequest = RequestOf<typeof opsSitePreview>;

export const loadSiteSourceAtom = atom(null, (get, _set, input: RequestOf<typeof opsSiteSource>) =>
  api(get).call(opsSiteSource, input),
);
export const previewSiteAtom = atom(null, (get, _set, input: PreviewRequest) =>
  api(get).call(opsSitePreview, input),
);
export const publishSiteAtom = atom(null, (get, _set, input: RequestOf<typeof opsSitePublish>) =>
  api(get).call(opsSitePublish, input),
);
export const loadSiteHistoryAtom = atom(null, (get, _set, input: RequestOf<typeof opsSiteHistory>) =>
  api(get).call(opsSiteHistory, input),
);
export const rollBackSiteAtom = atom(null, (get, _set, input: RequestOf<typeof opsSiteRollback>) =>
  api(get).call(opsSiteRollback, input),
);
