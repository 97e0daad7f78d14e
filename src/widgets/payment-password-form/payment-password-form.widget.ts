import { defineWidget } from '../define-widget';
import type { PaymentPasswordFormProps } from './payment-password-form.props';

export const paymentPasswordFormWidget = defineWidget<PaymentPasswordFormProps>({
  type: 'payment-password-form',
  load: () => import('./payment-password-form'),
  placeholderHeight: 280,
});
