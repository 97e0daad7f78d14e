import { defineWidget } from '../define-widget';
import type { WithdrawFormProps } from './withdraw-form.props';

export const withdrawFormWidget = defineWidget<WithdrawFormProps>({
  type: 'withdraw-form',
  load: () => import('./withdraw-form'),
  placeholderHeight: 480,
});
