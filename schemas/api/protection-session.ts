import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';
import { Minor } from './money-shapes';
import {
  REALITY_CHECK_ANSWERS,
  REALITY_CHECK_MINUTES,
  SESSION_LIMIT_MINUTES,
  type RealityCheckAnswer,
} from './protection-session-rules';

const Time = Type.String({ format: 'date-time' });

export const PlaySession = Type.Object({
  /** Whether this merchant offers reality checks and session limits (platform.json protection.realityChecks). */
  offered: Type.Boolean(),
  currency: Type.String(),
  /** The platform's time now: the portal measures every time below against it, not its own clock. */
  now: Time,
  /** When this play session started: a reload, another tab or another login joins it. */
  startedAt: Time,
  /** Stakes in this session and what they paid back, minor units (what the loss limit counts). */
  staked: Minor,
  won: Minor,
  /** Won less staked: above zero the member is ahead. */
  net: Minor,
  /** Minutes between reality checks; null: none. */
  realityCheckMinutes: Type.Union([Type.Integer(), Type.Null()]),
  /** When the next reality check is due (already past: it waits for an answer); null: none. */
  nextCheckAt: Type.Union([Time, Type.Null()]),
  /** The session time limit in minutes; null: none. */
  sessionLimitMinutes: Type.Union([Type.Integer(), Type.Null()]),
  /** When the limit ends this session (every call after it is refused, SESSION_LIMIT); null: none. */
  limitEndsAt: Type.Union([Time, Type.Null()]),
});

export const getPlaySession = defineEndpoint({
  id: 'protection.session',
  method: 'GET',
  path: '/wps/v2/protection/session',
  token: true,
  encrypted: false,
  summary:
    'The member’s play session: when it started, its net result, the reality-check interval and the session time limit, all on the platform’s clock.',
  request: NoInput,
  response: PlaySession,
});

const Minutes = (allowed: readonly number[], what: string) =>
  Type.Union([Type.Unsafe<number>({ type: 'integer', enum: [...allowed], description: what }), Type.Null()]);

export const setSessionSettings = defineEndpoint({
  id: 'protection.sessionSettings',
  method: 'POST',
  path: '/wps/v2/protection/session',
  token: true,
  encrypted: false,
  summary:
    'Choose the reality-check interval and the session time limit. A first or shorter limit holds in this session at once; a longer one or none holds from the next login.',
  request: Type.Object(
    {
      realityCheckMinutes: Minutes(REALITY_CHECK_MINUTES, 'Minutes between reality checks; null: none.'),
      sessionLimitMinutes: Minutes(SESSION_LIMIT_MINUTES, 'Session time limit in minutes; null: none.'),
    },
    { additionalProperties: false },
  ),
  response: PlaySession,
});

export const answerRealityCheck = defineEndpoint({
  id: 'protection.realityCheck',
  method: 'POST',
  path: '/wps/v2/protection/reality-check',
  token: true,
  encrypted: false,
  summary:
    'Answer a reality check: continue (the next one is due one interval from now) or log out (this session ends). Both are audited.',
  request: Type.Object(
    {
      answer: Type.Unsafe<RealityCheckAnswer>({ type: 'string', enum: [...REALITY_CHECK_ANSWERS] }),
    },
    { additionalProperties: false },
  ),
  response: PlaySession,
});

export const playSessionEndpoints = [getPlaySession, setSessionSettings, answerRealityCheck] as const;
