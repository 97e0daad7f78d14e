import { atom } from 'jotai';
import type { RequestOf, ResponseOf } from '@schemas/api/endpoint';
import {
  opsChatHide,
  opsChatMessages,
  opsChatMute,
  opsNoticeHide,
  opsNoticePost,
  opsNotices,
} from '../api/endpoints';
import { api } from './back-office-atoms';

export type NoticeQuery = RequestOf<typeof opsNotices>;
export type NoticeView = ResponseOf<typeof opsNotices>['items'][number];
export type NoticeDraft = RequestOf<typeof opsNoticePost>;
export type ChatQuery = RequestOf<typeof opsChatMessages>;
export type ChatLine = ResponseOf<typeof opsChatMessages>['items'][number];

export const loadNoticesAtom = atom(null, (get, _set, query: NoticeQuery) =>
  api(get).call(opsNotices, query),
);

export const postNoticeAtom = atom(null, (get, _set, draft: NoticeDraft) =>
  api(get).call(opsNoticePost, draft),
);

export const hideNoticeAtom = atom(null, (get, _set, input: RequestOf<typeof opsNoticeHide>) =>
  api(get).call(opsNoticeHide, input),
);

export const loadChatAtom = atom(null, (get, _set, query: ChatQuery) =>
  api(get).call(opsChatMessages, query),
);

export const hideChatMessageAtom = atom(null, (get, _set, input: RequestOf<typeof opsChatHide>) =>
  api(get).call(opsChatHide, input),
);

export const muteChatMemberAtom = atom(null, (get, _set, input: RequestOf<typeof opsChatMute>) =>
  api(get).call(opsChatMute, input),
);
