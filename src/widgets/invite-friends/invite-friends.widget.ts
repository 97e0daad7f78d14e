import { defineWidget } from '../define-widget';
import type { InviteFriendsProps } from './invite-friends.props';

export const inviteFriendsWidget = defineWidget<InviteFriendsProps>({
  type: 'invite-friends',
  title: 'Invite friends',
  description:
    'referral (spec §2, R2.72): the member’s invitation link with copy, QR code and share buttons, and the friends who registered through it. Needs the REFERRALPROMO3 flag.',
  load: () => import('./invite-friends'),
  schema: () => import('./invite-friends.props'),
  flags: ['REFERRALPROMO3'],
  placeholderHeight: 520,
});
