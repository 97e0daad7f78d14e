import { defineWidget } from '../define-widget';
import type { WithdrawFormProps } from './withdraw-form.props';

export const withdrawFormWidget = defineWidget<WithdrawFormProps>({
  type: 'withdraw-form',
  title: 'Withdraw',
  description:
    'withdraw: bind a bank card or address, withdraw from the main wallet with the payment password, and confirm the receipt of each payment (received, not received with proof images, all received).',
  load: () => import('./withdraw-form'),
  schema: () => import('./withdraw-form.props'),
  placeholderHeight: 480,
});
