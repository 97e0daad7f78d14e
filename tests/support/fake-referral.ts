import type { ResponseOf } from '@schemas/api/endpoint';
import type { FakeApiClient } from '../../src/api/fake-client';
import { getInvitedFriends, getReferral } from '../../src/api/endpoints';

type Friend = ResponseOf<typeof getInvitedFriends>['items'][number];

export const fakeReferral: ResponseOf<typeof getReferral> = {
  referralCode: 'R7K2M9QX',
  link: 'https://aurora.localhost/register?referralCode=R7K2M9QX',
};

/** `count` invited friends, newest first: every third deposited, every fourth active. */
export function fakeFriends(count: number): Friend[] {
  return Array.from({ length: count }, (_, i) => ({
    account: `fr•••${String(i + 1).padStart(2, '0')}`,
    registeredAt: new Date(Date.UTC(2026, 10, 20 - i, 9, 30)).toISOString(),
    deposited: i % 3 === 0,
    active: i % 4 === 0,
  }));
}

/** The referral calls answered like the platform, over a list of invited friends. */
export function withReferralApi(api: FakeApiClient, friends: Friend[] = fakeFriends(3)): FakeApiClient {
  return api
    .on(getReferral, () => fakeReferral)
    .on(getInvitedFriends, (input) => {
      const page = input.page ?? 1;
      const size = input.pageSize ?? 10;
      return {
        items: friends.slice((page - 1) * size, page * size),
        totals: {
          invited: friends.length,
          deposited: friends.filter((f) => f.deposited).length,
          active: friends.filter((f) => f.active).length,
        },
        activeDays: 30,
      };
    });
}
