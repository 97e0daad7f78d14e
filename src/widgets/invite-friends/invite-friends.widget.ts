import { defineWidget } from '../define-widget';
import type { InviteFriendsProps } from './invite-friends.props';

export const inviteFriendsWidget = defineWidget<InviteFriendsProps>({
  type: 'invite-friends',
  load: () => import('./invite-friends'),
  flags: ['REFERRALPROMO3'],
  placeholderHeight: 520,
});
