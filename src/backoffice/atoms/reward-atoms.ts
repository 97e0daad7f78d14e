import { atom } from 'jotai';
import type { RequestOf, ResponseOf } from '@schemas/api/endpoint';
import {
  opsPointApprove,
  opsPointRedemptions,
  opsPointReject,
  opsRewardEntries,
  opsRewardIssue,
  opsRewardReject,
} from '../api/endpoints';
import { api } from './back-office-atoms';

export type RewardQuery = RequestOf<typeof opsRewardEntries>;
export type RewardPage = ResponseOf<typeof opsRewardEntries>;
export type RewardEntry = RewardPage['items'][number];
export type RewardQueue = NonNullable<RewardQuery['status']>;

export type RedemptionQuery = RequestOf<typeof opsPointRedemptions>;
export type QueuedRedemption = ResponseOf<typeof opsPointRedemptions>['items'][number];
export type RedemptionStatus = QueuedRedemption['status'];

export const loadRewardEntriesAtom = atom(null, (get, _set, query: RewardQuery) =>
  api(get).call(opsRewardEntries, query),
);

export const issueRewardAtom = atom(null, (get, _set, input: RequestOf<typeof opsRewardIssue>) =>
  api(get).call(opsRewardIssue, input),
);

export const rejectRewardAtom = atom(null, (get, _set, input: RequestOf<typeof opsRewardReject>) =>
  api(get).call(opsRewardReject, input),
);

export const loadRedemptionsAtom = atom(null, (get, _set, query: RedemptionQuery) =>
  api(get).call(opsPointRedemptions, query),
);

export const approveRedemptionAtom = atom(null, (get, _set, input: RequestOf<typeof opsPointApprove>) =>
  api(get).call(opsPointApprove, input),
);

export const rejectRedemptionAtom = atom(null, (get, _set, input: RequestOf<typeof opsPointReject>) =>
  api(get).call(opsPointReject, input),
);
