import { defineWidget } from '../define-widget';
import type { FeedbackCentreProps } from './feedback-centre.props';

export const feedbackCentreWidget = defineWidget<FeedbackCentreProps>({
  type: 'feedback-centre',
  title: 'Feedback and complaints',
  description:
    'Feedback and complaints (R1.16): question type, content between 5 and 500 words, up to 3 png or jpg pictures for members, a contact for visitors; and "My feedback" with each ticket’s status and the operators’ replies.',
  load: () => import('./feedback-centre'),
  schema: () => import('./feedback-centre.props'),
  placeholderHeight: 560,
});
