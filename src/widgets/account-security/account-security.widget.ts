import { defineWidget } from '../define-widget';
import type { AccountSecurityProps } from './account-security.props';

export const accountSecurityWidget = defineWidget<AccountSecurityProps>({
  type: 'account-security',
  title: 'Account security',
  description:
    'The member’s avatar, two-factor sign-in (authenticator app with a QR code), active sessions with “sign out everywhere”, and login history.',
  load: () => import('./account-security'),
  schema: () => import('./account-security.props'),
  placeholderHeight: 420,
});
