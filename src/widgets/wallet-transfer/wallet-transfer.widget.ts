import { defineWidget } from '../define-widget';
import type { WalletTransferProps } from './wallet-transfer.props';

export const walletTransferWidget = defineWidget<WalletTransferProps>({
  type: 'wallet-transfer',
  title: 'My wallet',
  description:
    'transferFund: the main wallet and each vendor wallet with balances; transfers by amount, all in / all out, and recall all (GCS_walletTransfer).',
  load: () => import('./wallet-transfer'),
  schema: () => import('./wallet-transfer.props'),
  placeholderHeight: 420,
});
