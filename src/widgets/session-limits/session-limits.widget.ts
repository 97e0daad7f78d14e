import { defineWidget } from '../define-widget';
import type { SessionLimitsProps } from './session-limits.props';

export const sessionLimitsWidget = defineWidget<SessionLimitsProps>({
  type: 'session-limits',
  load: () => import('./session-limits'),
  placeholderHeight: 300,
});
