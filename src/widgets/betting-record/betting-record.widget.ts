import { defineWidget } from '../define-widget';
import type { BettingRecordProps } from './betting-record.props';

export const bettingRecordWidget = defineWidget<BettingRecordProps>({
  type: 'betting-record',
  load: () => import('./betting-record'),
  placeholderHeight: 480,
});
