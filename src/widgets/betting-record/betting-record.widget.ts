import { defineWidget } from '../define-widget';
import type { BettingRecordProps } from './betting-record.props';

export const bettingRecordWidget = defineWidget<BettingRecordProps>({
  type: 'betting-record',
  title: 'Betting record',
  description:
    'personalHistoryCopy: the member’s rounds of every game with stake, payout and profit, by date range and game type.',
  load: () => import('./betting-record'),
  schema: () => import('./betting-record.props'),
  placeholderHeight: 480,
});
