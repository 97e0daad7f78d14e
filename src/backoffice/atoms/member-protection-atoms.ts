import { atom } from 'jotai';
import type { RequestOf } from '@schemas/api/endpoint';
import { opsMemberBreakPlace, opsMemberExclusionLift, opsMemberLimitLower } from '../api/endpoints';
import { api } from './back-office-atoms';

/** Lift a member's indefinite self-exclusion at their request (7 days on; the platform checks). */
export const liftMemberExclusionAtom = atom(
  null,
  (get, _set, input: RequestOf<typeof opsMemberExclusionLift>) =>
    api(get).call(opsMemberExclusionLift, input),
);

/** Place a time-out or self-exclusion on a member: it holds at once and signs them out. */
export const placeMemberBreakAtom = atom(null, (get, _set, input: RequestOf<typeof opsMemberBreakPlace>) =>
  api(get).call(opsMemberBreakPlace, input),
);

/** Lower one of a member's limits at their request; a raise is refused by the platform. */
export const lowerMemberLimitAtom = atom(null, (get, _set, input: RequestOf<typeof opsMemberLimitLower>) =>
  api(get).call(opsMemberLimitLower, input),
);
