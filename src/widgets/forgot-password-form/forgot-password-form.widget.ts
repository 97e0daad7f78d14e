import { defineWidget } from '../define-widget';
import type { ForgotPasswordFormProps } from './forgot-password-form.props';

export const forgotPasswordFormWidget = defineWidget<ForgotPasswordFormProps>({
  type: 'forgot-password-form',
  load: () => import('./forgot-password-form'),
  flags: ['CHNGPASSVERIF3'],
  placeholderHeight: 360,
});
