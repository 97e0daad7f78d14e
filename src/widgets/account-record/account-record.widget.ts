import { defineWidget } from '../define-widget';
import type { AccountRecordProps } from './account-record.props';

export const accountRecordWidget = defineWidget<AccountRecordProps>({
  type: 'account-record',
  load: () => import('./account-record'),
  placeholderHeight: 480,
});
