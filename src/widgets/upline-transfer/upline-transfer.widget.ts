import { defineWidget } from '../define-widget';
import type { UplineTransferProps } from './upline-transfer.props';

export const uplineTransferWidget = defineWidget<UplineTransferProps>({
  type: 'upline-transfer',
  load: () => import('./upline-transfer'),
  placeholderHeight: 320,
});
