import { defineWidget } from '../define-widget';
import type { WalletTransferProps } from './wallet-transfer.props';

export const walletTransferWidget = defineWidget<WalletTransferProps>({
  type: 'wallet-transfer',
  load: () => import('./wallet-transfer'),
  placeholderHeight: 420,
});
