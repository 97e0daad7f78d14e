import { defineWidget } from '../define-widget';
import type { TakeABreakProps } from './take-a-break.props';

export const takeABreakWidget = defineWidget<TakeABreakProps>({
  type: 'take-a-break',
  load: () => import('./take-a-break'),
  placeholderHeight: 280,
});
