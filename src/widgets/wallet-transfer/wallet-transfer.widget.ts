import { defineWidget } from '../define-widget';
import type { WalletTransferProps } from './wallet-transfer.props';

export const walletTransferWidget = defineWidget<WalletTransferProps>({
  type: 'wallet-transfer',
  load: () => import('./wallet-transfer'),
  schema: () => import('./wallet-transfer.props'),
  placeholderHeight: 420,
});
