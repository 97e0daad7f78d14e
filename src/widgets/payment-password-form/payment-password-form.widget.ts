import { defineWidget } from '../define-widget';
import type { PaymentPasswordFormProps } from './payment-password-form.props';

export const paymentPasswordFormWidget = defineWidget<PaymentPasswordFormProps>({
  type: 'payment-password-form',
  title: 'Payment password',
  description:
    'Set the 6-digit payment (withdrawal) password with the login password, or change it with the old one; shows the lock after too many wrong tries.',
  load: () => import('./payment-password-form'),
  schema: () => import('./payment-password-form.props'),
  placeholderHeight: 280,
});
