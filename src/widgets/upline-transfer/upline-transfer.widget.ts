import { defineWidget } from '../define-widget';
import type { UplineTransferProps } from './upline-transfer.props';

export const uplineTransferWidget = defineWidget<UplineTransferProps>({
  type: 'upline-transfer',
  title: 'Transfer to upline',
  description:
    'transferUpline: a player sends money from the main wallet to their upline agent with the payment password (R6.9).',
  load: () => import('./upline-transfer'),
  schema: () => import('./upline-transfer.props'),
  placeholderHeight: 320,
});
