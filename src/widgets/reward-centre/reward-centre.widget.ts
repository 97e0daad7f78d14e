import { defineWidget } from '../define-widget';
import type { RewardCentreProps } from './reward-centre.props';

export const rewardCentreWidget = defineWidget<RewardCentreProps>({
  type: 'reward-centre',
  title: 'Reward centre',
  description:
    'rewardCenter: the merchant’s reward activities with the member’s state in each (join, apply, sign up, claim into the main wallet).',
  load: () => import('./reward-centre'),
  schema: () => import('./reward-centre.props'),
  placeholderHeight: 420,
});
