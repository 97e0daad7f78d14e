import { defineWidget } from '../define-widget';
import type { SessionLimitsProps } from './session-limits.props';

export const sessionLimitsWidget = defineWidget<SessionLimitsProps>({
  type: 'session-limits',
  title: 'Reality checks and session time limit',
  description:
    'Player protection: the member chooses how often a reality check reminds them of the time played and the net result, and a session time limit after which the platform logs them out; shows when this session started, the next check and when the limit ends, all kept on the platform (docs/player-protection.md). Switchable per merchant with platform.json protection.realityChecks.',
  load: () => import('./session-limits'),
  schema: () => import('./session-limits.props'),
  placeholderHeight: 300,
});
