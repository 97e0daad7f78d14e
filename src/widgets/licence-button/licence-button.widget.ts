import { defineWidget } from '../define-widget';
import type { LicenceButtonProps } from './licence-button.props';

export const licenceButtonWidget = defineWidget<LicenceButtonProps>({
  type: 'licence-button',
  load: () => import('./licence-button'),
});
