import { defineWidget } from '../define-widget';
import type { LicenceButtonProps } from './licence-button.props';

export const licenceButtonWidget = defineWidget<LicenceButtonProps>({
  type: 'licence-button',
  title: 'Licence button',
  description:
    'On the home page, a button that lists the merchant’s licences (settings.licences) with their badges and register links.',
  load: () => import('./licence-button'),
  schema: () => import('./licence-button.props'),
});
