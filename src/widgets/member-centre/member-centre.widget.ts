import { defineWidget } from '../define-widget';
import type { MemberCentreProps } from './member-centre.props';

export const memberCentreWidget = defineWidget<MemberCentreProps>({
  type: 'member-centre',
  load: () => import('./member-centre'),
  hostsNodes: true,
  placeholderHeight: 560,
});
