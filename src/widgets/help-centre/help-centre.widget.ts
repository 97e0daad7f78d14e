import { defineWidget } from '../define-widget';
import type { HelpCentreProps } from './help-centre.props';

export const helpCentreWidget = defineWidget<HelpCentreProps>({
  type: 'help-centre',
  title: 'Help centre',
  description:
    'The help centre from /wps/system/helpCenter: search, categories of questions and answers, and how to reach customer service (#contact, #live-chat, #vip).',
  load: () => import('./help-centre'),
  schema: () => import('./help-centre.props'),
  placeholderHeight: 480,
});
