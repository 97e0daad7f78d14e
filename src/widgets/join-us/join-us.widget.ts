import { defineWidget } from '../define-widget';
import type { JoinUsProps } from './join-us.props';

export const joinUsWidget = defineWidget<JoinUsProps>({
  type: 'join-us',
  load: () => import('./join-us'),
  placeholderHeight: 560,
});
