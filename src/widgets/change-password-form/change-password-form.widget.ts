import { defineWidget } from '../define-widget';
import type { ChangePasswordFormProps } from './change-password-form.props';

export const changePasswordFormWidget = defineWidget<ChangePasswordFormProps>({
  type: 'change-password-form',
  title: 'Change password form',
  description:
    'Change the password: the forced change after login (initial or expired password) and the member area’s voluntary change.',
  load: () => import('./change-password-form'),
  schema: () => import('./change-password-form.props'),
  flags: ['PWDEXPFORCECHANGE3'],
  placeholderHeight: 300,
});
