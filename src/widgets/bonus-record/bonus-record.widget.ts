import { defineWidget } from '../define-widget';
import type { BonusRecordProps } from './bonus-record.props';

export const bonusRecordWidget = defineWidget<BonusRecordProps>({
  type: 'bonus-record',
  load: () => import('./bonus-record'),
  schema: () => import('./bonus-record.props'),
  placeholderHeight: 420,
});
