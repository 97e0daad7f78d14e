import { defineWidget } from '../define-widget';
import type { AccountRecordProps } from './account-record.props';

export const accountRecordWidget = defineWidget<AccountRecordProps>({
  type: 'account-record',
  title: 'Account record',
  description:
    'transactionHistory: every movement of the member’s wallets (deposits, withdrawals, transfers, bets, payouts, bonuses) with amount, balance after and reference, by date range.',
  load: () => import('./account-record'),
  schema: () => import('./account-record.props'),
  placeholderHeight: 480,
});
