import { defineWidget } from '../define-widget';
import type { DepositFormProps } from './deposit-form.props';

export const depositFormWidget = defineWidget<DepositFormProps>({
  type: 'deposit-form',
  load: () => import('./deposit-form'),
  placeholderHeight: 420,
});
