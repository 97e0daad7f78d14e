import { defineWidget } from '../define-widget';
import type { DepositFormProps } from './deposit-form.props';

export const depositFormWidget = defineWidget<DepositFormProps>({
  type: 'deposit-form',
  title: 'Deposit',
  description:
    'depositv2: choose a deposit channel of the merchant, an amount within its limits, and follow the request from pending to approved or rejected.',
  load: () => import('./deposit-form'),
  schema: () => import('./deposit-form.props'),
  placeholderHeight: 420,
});
