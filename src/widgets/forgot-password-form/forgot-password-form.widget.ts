import { defineWidget } from '../define-widget';
import type { ForgotPasswordFormProps } from './forgot-password-form.props';

export const forgotPasswordFormWidget = defineWidget<ForgotPasswordFormProps>({
  type: 'forgot-password-form',
  title: 'Forgot password form',
  description:
    'Recover a password by username and e-mail (a reset link) or by mobile number, SMS code and new password (CHNGPASSVERIF3); finishes the e-mailed link.',
  load: () => import('./forgot-password-form'),
  schema: () => import('./forgot-password-form.props'),
  flags: ['CHNGPASSVERIF3'],
  placeholderHeight: 360,
});
