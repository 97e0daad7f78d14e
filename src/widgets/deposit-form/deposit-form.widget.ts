import { defineWidget } from '../define-widget';
import type { DepositFormProps } from './deposit-form.props';

export const depositFormWidget = defineWidget<DepositFormProps>({
  type: 'deposit-form',
  load: () => import('./deposit-form'),
  schema: () => import('./deposit-form.props'),
  placeholderHeight: 420,
});
