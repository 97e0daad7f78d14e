import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityMode, ActivityState } from '@schemas/api/rewards';
import type { MissionState } from '@schemas/api/missions';
import { isCallError } from '../api/call-error';
import { moneyErrorText } from './money-errors';

/** The activity states of spec §4 in the member's language. */
export function activityStateLabel(state: ActivityState): string {
  switch (state) {
    case 'join':
      return i18n._(msg`Open`);
    case 'claim':
      return i18n._(msg`Ready to claim`);
    case 'applying':
      return i18n._(msg`Applying`);
    case 'closed':
      return i18n._(msg`Closed`);
    case 'rejected':
      return i18n._(msg`Rejected`);
    case 'issued':
      return i18n._(msg`Issued`);
    case 'claimed':
      return i18n._(msg`Claimed`);
    case 'process':
      return i18n._(msg`In progress`);
    case 'signed':
      return i18n._(msg`Signed up`);
    case 'coming':
      return i18n._(msg`Coming soon`);
  }
}

export function missionStateLabel(state: MissionState): string {
  switch (state) {
    case 'coming':
      return i18n._(msg`Coming soon`);
    case 'process':
      return i18n._(msg`In progress`);
    case 'claim':
      return i18n._(msg`Completed`);
    case 'claimed':
      return i18n._(msg`Claimed`);
    case 'closed':
      return i18n._(msg`Closed`);
  }
}

/** The button that takes part in an open activity, by how one takes part. */
export function joinLabel(mode: ActivityMode): string {
  switch (mode) {
    case 'apply':
      return i18n._(msg`Apply`);
    case 'signup':
      return i18n._(msg`Sign up`);
    default:
      return i18n._(msg`Join`);
  }
}

/** Why a claim or a join was refused, in the member's language (nothing moved). */
export function rewardErrorText(err: unknown): string {
  if (isCallError(err)) {
    const reason = (err.value as { reason?: string } | null)?.reason;
    if (err.code === 'CONFLICT')
      switch (reason) {
        case 'claimed':
          return i18n._(msg`You have already claimed this prize.`);
        case 'closed':
          return i18n._(msg`This has closed.`);
        case 'coming':
          return i18n._(msg`This has not started yet.`);
        case 'not-claimable':
          return i18n._(msg`This prize cannot be claimed yet.`);
        case 'not-open':
          return i18n._(msg`There is nothing to join: claim it directly.`);
      }
    if (err.code === 'NOT_FOUND') return i18n._(msg`This is no longer available.`);
  }
  return moneyErrorText(err);
}
