import { defineWidget } from '../define-widget';
import type { ChangePasswordFormProps } from './change-password-form.props';

export const changePasswordFormWidget = defineWidget<ChangePasswordFormProps>({
  type: 'change-password-form',
  load: () => import('./change-password-form'),
  flags: ['PWDEXPFORCECHANGE3'],
  placeholderHeight: 300,
});
