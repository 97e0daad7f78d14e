import type { OperatorRole } from './ops-endpoint';

/**
 * Who reads the promotion and point-mall queues: everyone but support. Finance answers for
 * the money a prize pays out, read-only operators look (docs/decisions/back-office.md).
 */
export const REWARD_READERS: readonly OperatorRole[] = ['owner', 'content', 'finance', 'read-only'];

/** Who decides them: owners and content, who run the promotions and the point mall. */
export const REWARD_DECIDERS: readonly OperatorRole[] = ['owner', 'content'];

/** The promotion queues: `waiting` is every application or draw entry still to decide. */
export const REWARD_QUEUES = [
  'waiting',
  'applying',
  'signed',
  'process',
  'issued',
  'rejected',
  'claimed',
] as const;
export type RewardQueueName = (typeof REWARD_QUEUES)[number];

/** The longest reason a member is shown when turned down. */
export const DECISION_REASON_MAX = 200;

/** Whether an operator of this role may decide entries and redemptions (the screens ask). */
export const decidesRewards = (role: OperatorRole) => REWARD_DECIDERS.includes(role);
