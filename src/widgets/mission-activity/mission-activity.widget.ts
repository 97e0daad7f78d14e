import { defineWidget } from '../define-widget';
import type { MissionActivityProps } from './mission-activity.props';

export const missionActivityWidget = defineWidget<MissionActivityProps>({
  type: 'mission-activity',
  title: 'Mission activity',
  description:
    'missionLeaderboard: missions with the member’s progress from their own rounds, each mission’s leaderboard, and claiming a completed mission’s prize.',
  load: () => import('./mission-activity'),
  schema: () => import('./mission-activity.props'),
  placeholderHeight: 420,
});
