import { defineWidget } from '../define-widget';
import type { UplineTransferProps } from './upline-transfer.props';

export const uplineTransferWidget = defineWidget<UplineTransferProps>({
  type: 'upline-transfer',
  load: () => import('./upline-transfer'),
  schema: () => import('./upline-transfer.props'),
  placeholderHeight: 320,
});
