import { defineWidget } from '../define-widget';
import type { MissionActivityProps } from './mission-activity.props';

export const missionActivityWidget = defineWidget<MissionActivityProps>({
  type: 'mission-activity',
  load: () => import('./mission-activity'),
  placeholderHeight: 420,
});
