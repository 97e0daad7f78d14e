import { defineWidget } from '../define-widget';
import type { MemberPanelProps } from './member-panel.props';

export const memberPanelWidget = defineWidget<MemberPanelProps>({
  type: 'member-panel',
  load: () => import('./member-panel'),
  placeholderHeight: 44,
});
