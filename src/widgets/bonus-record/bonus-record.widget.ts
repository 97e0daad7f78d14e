import { defineWidget } from '../define-widget';
import type { BonusRecordProps } from './bonus-record.props';

export const bonusRecordWidget = defineWidget<BonusRecordProps>({
  type: 'bonus-record',
  load: () => import('./bonus-record'),
  placeholderHeight: 420,
});
