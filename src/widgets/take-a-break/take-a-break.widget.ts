import { defineWidget } from '../define-widget';
import type { TakeABreakProps } from './take-a-break.props';

export const takeABreakWidget = defineWidget<TakeABreakProps>({
  type: 'take-a-break',
  title: 'Time-out and self-exclusion',
  description:
    'Player protection: the member takes a time-out (24 hours to 6 weeks) or excludes themselves (6 months, 1 year, 5 years, indefinite); it holds at once, ends every session, refuses logins and cannot be undone early (docs/player-protection.md). Switchable per merchant with platform.json protection.timeOut / protection.selfExclusion.',
  load: () => import('./take-a-break'),
  schema: () => import('./take-a-break.props'),
  placeholderHeight: 280,
});
