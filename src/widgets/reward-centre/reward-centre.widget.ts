import { defineWidget } from '../define-widget';
import type { RewardCentreProps } from './reward-centre.props';

export const rewardCentreWidget = defineWidget<RewardCentreProps>({
  type: 'reward-centre',
  load: () => import('./reward-centre'),
  placeholderHeight: 420,
});
