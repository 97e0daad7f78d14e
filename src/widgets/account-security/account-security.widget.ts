import { defineWidget } from '../define-widget';
import type { AccountSecurityProps } from './account-security.props';

export const accountSecurityWidget = defineWidget<AccountSecurityProps>({
  type: 'account-security',
  load: () => import('./account-security'),
  placeholderHeight: 420,
});
