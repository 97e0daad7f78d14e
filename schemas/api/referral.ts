import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';

/** Rows per page of the invited list, at most. */
export const INVITED_PAGE_SIZE_MAX = 50;

/**
 * A member's referral code: 8 characters of an alphabet without look-alikes
 * (no 0/O, 1/I/L), so it survives being read aloud or typed from a screenshot.
 */
export const REFERRAL_CODE_PATTERN = '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$';

export const getReferral = defineEndpoint({
  id: 'referral.info',
  method: 'GET',
  path: '/wps/v2/referral',
  token: true,
  encrypted: false,
  summary:
    'referral (invite friends, spec §2 R2.72): the member’s own referral code and register link. Only while the merchant’s referral promotion (REFERRALPROMO3) is on.',
  request: NoInput,
  response: Type.Object({
    /** The member’s referral code: stable, unique within the merchant. */
    referralCode: Type.String({ pattern: REFERRAL_CODE_PATTERN }),
    /** The merchant’s register page carrying the code: `<origin>/register?referralCode=<code>`. */
    link: Type.String(),
  }),
});

export const getInvitedFriends = defineEndpoint({
  id: 'referral.invited',
  method: 'GET',
  path: '/wps/v2/referral/invited',
  token: true,
  encrypted: false,
  summary:
    'The members who registered through the member’s referral link, newest first, with totals over all of them.',
  request: Type.Object(
    {
      /** 1-based page number. */
      page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
      /** Rows per page. */
      pageSize: Type.Integer({ minimum: 1, maximum: INVITED_PAGE_SIZE_MAX, default: 10 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    items: Type.Array(
      Type.Object({
        /** The friend’s username, masked (`ab•••yz`): enough to recognise, not to harvest. */
        account: Type.String(),
        registeredAt: Type.String({ format: 'date-time' }),
        /** At least one deposit was credited. */
        deposited: Type.Boolean(),
        /** Played a real-money round in the last `activeDays` days. */
        active: Type.Boolean(),
      }),
    ),
    /** Totals over every invited friend (not only this page). */
    totals: Type.Object({
      invited: Type.Integer({ minimum: 0 }),
      deposited: Type.Integer({ minimum: 0 }),
      active: Type.Integer({ minimum: 0 }),
    }),
    /** The window in days behind `active`. */
    activeDays: Type.Integer({ minimum: 1 }),
  }),
});

export const referralEndpoints = [getReferral, getInvitedFriends] as const;
