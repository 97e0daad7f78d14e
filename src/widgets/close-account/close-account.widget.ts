import { defineWidget } from '../define-widget';
import type { CloseAccountProps } from './close-account.props';

export const closeAccountWidget = defineWidget<CloseAccountProps>({
  type: 'close-account',
  title: 'Close account',
  description:
    'The member closes the account with a reason, confirming with the login password: every session ends and logins are refused; money left stays theirs and customer service pays it out (docs/decisions/account-closure.md). Members who close for gambling reasons are pointed to self-exclusion.',
  load: () => import('./close-account'),
  schema: () => import('./close-account.props'),
  placeholderHeight: 120,
});
