import { defineWidget } from '../define-widget';
import type { MemberPanelProps } from './member-panel.props';

export const memberPanelWidget = defineWidget<MemberPanelProps>({
  type: 'member-panel',
  title: 'Logged-in panel',
  description:
    'The header’s logged-in panel: avatar, nickname, VIP label, unclaimed count, balance with show/hide, deposit, withdraw, agent and sign out.',
  load: () => import('./member-panel'),
  schema: () => import('./member-panel.props'),
  placeholderHeight: 44,
});
