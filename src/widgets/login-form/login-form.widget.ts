import { defineWidget } from '../define-widget';
import type { LoginFormProps } from './login-form.props';

export const loginFormWidget = defineWidget<LoginFormProps>({
  type: 'login-form',
  load: () => import('./login-form'),
  flags: ['MOBILEVERCODELOGIN3', 'FREEPLAY3', 'SOCIALLOGIN3'],
  placeholderHeight: 44,
});
