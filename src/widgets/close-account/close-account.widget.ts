import { defineWidget } from '../define-widget';
import type { CloseAccountProps } from './close-account.props';

export const closeAccountWidget = defineWidget<CloseAccountProps>({
  type: 'close-account',
  load: () => import('./close-account'),
  placeholderHeight: 120,
});
