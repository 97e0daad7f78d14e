import { defineWidget } from '../define-widget';
import type { ActivityStatementProps } from './activity-statement.props';

export const activityStatementWidget = defineWidget<ActivityStatementProps>({
  type: 'activity-statement',
  load: () => import('./activity-statement'),
  placeholderHeight: 320,
});
