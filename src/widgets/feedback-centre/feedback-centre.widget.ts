import { defineWidget } from '../define-widget';
import type { FeedbackCentreProps } from './feedback-centre.props';

export const feedbackCentreWidget = defineWidget<FeedbackCentreProps>({
  type: 'feedback-centre',
  load: () => import('./feedback-centre'),
  placeholderHeight: 560,
});
