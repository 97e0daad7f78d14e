import { atom } from 'jotai';
import type { RequestOf, ResponseOf } from '@schemas/api/endpoint';
import { opsFeedbackClose, opsFeedbackList, opsFeedbackReply } from '../api/endpoints';
import { api } from './back-office-atoms';

export type FeedbackQuery = RequestOf<typeof opsFeedbackList>;
export type FeedbackCase = ResponseOf<typeof opsFeedbackList>['items'][number];
export type FeedbackStatus = FeedbackCase['status'];

export const loadFeedbackAtom = atom(null, (get, _set, query: FeedbackQuery) =>
  api(get).call(opsFeedbackList, query),
);

export const replyFeedbackAtom = atom(null, (get, _set, input: RequestOf<typeof opsFeedbackReply>) =>
  api(get).call(opsFeedbackReply, input),
);

export const closeFeedbackAtom = atom(null, (get, _set, input: RequestOf<typeof opsFeedbackClose>) =>
  api(get).call(opsFeedbackClose, input),
);
