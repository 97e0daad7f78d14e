import { defineWidget } from '../define-widget';
import type { JoinUsProps } from './join-us.props';

export const joinUsWidget = defineWidget<JoinUsProps>({
  type: 'join-us',
  load: () => import('./join-us'),
  schema: () => import('./join-us.props'),
  placeholderHeight: 560,
});
