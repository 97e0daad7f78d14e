import { atom } from 'jotai';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '@schemas/site/constants';
import { requireRealAccountAtom } from './auth';
import { unreadMessagesCountAtom } from './member';
import { openPopupAtom } from './popup';
import { claimableMissionsCountAtom, claimableRewardsCountAtom } from './reward-counts';

const pageAtom = atom<MemberCentrePage | null>(null);

/** The member-centre page shown (null: the site's default page). */
export const memberCentrePageAtom = atom(
  (get) => get(pageAtom),
  (_get, set, page: MemberCentrePage | null) => set(pageAtom, page),
);

/**
 * What the point mall handed the member centre (e.g. the reward being redeemed when
 * it sent the member to deposit); closing the member centre clears it (spec §2).
 */
export const pointMallReferenceAtom = atom<string | null>(null);

export function isMemberCentrePage(value: unknown): value is MemberCentrePage {
  return typeof value === 'string' && (MEMBER_CENTRE_PAGES as readonly string[]).includes(value);
}

/**
 * Open the member centre at a page, for members only: visitors get the login popup and
 * trial accounts the in_need_true_account warning (spec §5, §6).
 */
export const openMemberCentreAtom = atom(
  null,
  async (_get, set, opts: { page?: MemberCentrePage; pointMallReference?: string } = {}) => {
    if (!(await set(requireRealAccountAtom, 'memberCentre'))) return false;
    set(pageAtom, opts.page ?? null);
    if (opts.pointMallReference) set(pointMallReferenceAtom, opts.pointMallReference);
    set(openPopupAtom, { name: 'memberCentre', params: opts.page ? { page: opts.page } : {} });
    return true;
  },
);

/** Closing the member centre forgets its page and the point-mall reference. */
export const resetMemberCentreAtom = atom(null, (_get, set) => {
  set(pageAtom, null);
  set(pointMallReferenceAtom, null);
});

/** Counts behind the red badges of the menu (spec §2): unread messages, claimable rewards and missions. */
export const badgeCountsAtom = atom((get) => ({
  messages: get(unreadMessagesCountAtom),
  rewards: get(claimableRewardsCountAtom),
  missions: get(claimableMissionsCountAtom),
}));
