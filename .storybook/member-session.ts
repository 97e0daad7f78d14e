import type { SessionValues } from '../src/atoms/session';

/** A demo member for stories that need a session. */
export function memberSessionValues(overrides: Partial<SessionValues> = {}): SessionValues {
  return {
    token: 'story-token-0123456789abcdef',
    isAgent: 0,
    cpw: false,
    merchant: 'aurora',
    merchantCode: 'aurora',
    platform: 'web',
    nickname: 'Lucky Star',
    account: 'player01',
    username: 'player01',
    customerId: 1,
    toUpline: false,
    memberLabel: ['VIP 3'],
    ...overrides,
  };
}
