import { defineWidget } from '../define-widget';
import type { RegisterFormProps } from './register-form.props';

export const registerFormWidget = defineWidget<RegisterFormProps>({
  type: 'register-form',
  load: () => import('./register-form'),
  flags: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'AFFILIATE3'],
  placeholderHeight: 480,
});
