import { defineWidget } from '../define-widget';
import type { LoginFormProps } from './login-form.props';

export const loginFormWidget = defineWidget<LoginFormProps>({
  type: 'login-form',
  title: 'Login form',
  description:
    'Log in by username and password or by mobile number and SMS code, with captcha when demanded, remember-me, forgot password, free trial and a second step from new IPs.',
  load: () => import('./login-form'),
  schema: () => import('./login-form.props'),
  flags: ['MOBILEVERCODELOGIN3', 'FREEPLAY3', 'SOCIALLOGIN3'],
  placeholderHeight: 44,
});
