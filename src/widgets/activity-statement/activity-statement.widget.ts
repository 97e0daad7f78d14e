import { defineWidget } from '../define-widget';
import type { ActivityStatementProps } from './activity-statement.props';

export const activityStatementWidget = defineWidget<ActivityStatementProps>({
  type: 'activity-statement',
  title: 'Activity statement',
  description:
    'The member’s deposits, withdrawals, stakes, payouts, net result and bonuses by day or month over the last 30 days, 3 months or a range within them; downloadable as CSV and printable; older statements (12 months) are asked of customer service (docs/player-protection.md "Activity statement").',
  load: () => import('./activity-statement'),
  schema: () => import('./activity-statement.props'),
  placeholderHeight: 320,
});
