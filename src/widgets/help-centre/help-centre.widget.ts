import { defineWidget } from '../define-widget';
import type { HelpCentreProps } from './help-centre.props';

export const helpCentreWidget = defineWidget<HelpCentreProps>({
  type: 'help-centre',
  load: () => import('./help-centre'),
  placeholderHeight: 480,
});
