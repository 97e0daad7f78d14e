import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';
import { AmountText, Minor } from './money-shapes';
import {
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type BreakKind,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from './protection-breaks';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  PROTECTION_TOOLS,
  type LimitKind,
  type LimitPeriod,
} from './protection-rules';

const Kind = Type.Unsafe<LimitKind>({
  type: 'string',
  enum: [...LIMIT_KINDS],
  description: 'deposit: gross deposits; loss: stakes less winnings; wager: stakes.',
});
const Period = Type.Unsafe<LimitPeriod>({
  type: 'string',
  enum: [...LIMIT_PERIODS],
  description: 'day: 24 hours; week: 7 days; month: the calendar month (UTC).',
});

export const PlayerLimit = Type.Object({
  kind: Kind,
  period: Period,
  /** The limit in force, minor units; null when none is set. */
  amount: Type.Union([Minor, Type.Null()]),
  /** Counted against it in the current window, minor units (a loss may be below zero). */
  used: Minor,
  /** When the current window ends; null when nothing counted yet. */
  resetsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /**
   * A raise or removal waiting out its cooling-off: `amount` null means removal. The member may
   * confirm it from `confirmableFrom`; until then the lower limit holds.
   */
  pending: Type.Union([
    Type.Object({
      amount: Type.Union([Minor, Type.Null()]),
      confirmableFrom: Type.String({ format: 'date-time' }),
    }),
    Type.Null(),
  ]),
});

export const ProtectionTools = Type.Object(
  Object.fromEntries(PROTECTION_TOOLS.map((t) => [t, Type.Boolean()])) as Record<
    (typeof PROTECTION_TOOLS)[number],
    ReturnType<typeof Type.Boolean>
  >,
);

export const PlayerLimits = Type.Object({
  /** Which tools this merchant offers (platform.json `protection`). */
  tools: ProtectionTools,
  currency: Type.String(),
  /** Every kind and period, set or not. */
  limits: Type.Array(PlayerLimit),
});

export const getPlayerLimits = defineEndpoint({
  id: 'protection.limits',
  method: 'GET',
  path: '/wps/v2/protection/limits',
  token: true,
  encrypted: false,
  summary: 'The member’s deposit, loss and wager limits, what counted against them, and pending raises.',
  request: NoInput,
  response: PlayerLimits,
});

const Which = { kind: Kind, period: Period };

export const setPlayerLimit = defineEndpoint({
  id: 'protection.setLimit',
  method: 'POST',
  path: '/wps/v2/protection/limits',
  token: true,
  encrypted: false,
  summary:
    'Set, lower, raise or remove a limit. Lowering (or a first limit) holds at once; a raise or removal waits 24 hours and then needs confirming.',
  request: Type.Object(
    {
      ...Which,
      /** The new limit as typed ("500" or "500.00"); null removes it. */
      amount: Type.Union([AmountText, Type.Null()]),
    },
    { additionalProperties: false },
  ),
  response: PlayerLimits,
});

export const confirmPlayerLimit = defineEndpoint({
  id: 'protection.confirmLimit',
  method: 'POST',
  path: '/wps/v2/protection/limits/confirm',
  token: true,
  encrypted: false,
  summary:
    'Confirm a raise or removal whose cooling-off has passed (CONFLICT with value.confirmableFrom before).',
  request: Type.Object(Which, { additionalProperties: false }),
  response: PlayerLimits,
});

export const cancelPlayerLimit = defineEndpoint({
  id: 'protection.cancelLimit',
  method: 'POST',
  path: '/wps/v2/protection/limits/cancel',
  token: true,
  encrypted: false,
  summary: 'Drop a pending raise or removal; the limit in force stays.',
  request: Type.Object(Which, { additionalProperties: false }),
  response: PlayerLimits,
});

const BreakKindSchema = Type.Unsafe<BreakKind>({ type: 'string', enum: ['time-out', 'self-exclusion'] });

export const takeBreak = defineEndpoint({
  id: 'protection.takeBreak',
  method: 'POST',
  path: '/wps/v2/protection/break',
  token: true,
  encrypted: false,
  summary:
    'Start a time-out or a self-exclusion at once: every session of the member ends, logins are refused until it ends, and it cannot be undone before.',
  request: Type.Object(
    {
      kind: BreakKindSchema,
      /** time-out: 24h, 48h, 1w, 2w, 4w, 6w; self-exclusion: 6m, 1y, 5y, indefinite. */
      period: Type.Unsafe<TimeOutPeriod | SelfExclusionPeriod>({
        type: 'string',
        enum: [...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS],
      }),
      /** The member confirms they understand it cannot be undone before it ends. */
      understood: Type.Literal(true),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    kind: BreakKindSchema,
    /** When it ends; null for an indefinite self-exclusion. */
    until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
});

export const protectionEndpoints = [
  getPlayerLimits,
  setPlayerLimit,
  confirmPlayerLimit,
  cancelPlayerLimit,
  takeBreak,
] as const;
