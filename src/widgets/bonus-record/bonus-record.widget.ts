import { defineWidget } from '../define-widget';
import type { BonusRecordProps } from './bonus-record.props';

export const bonusRecordWidget = defineWidget<BonusRecordProps>({
  type: 'bonus-record',
  title: 'Bonus details',
  description:
    'bonusDetails: rewards, raffle and mission prizes and trial credit the member received, by date range.',
  load: () => import('./bonus-record'),
  schema: () => import('./bonus-record.props'),
  placeholderHeight: 420,
});
