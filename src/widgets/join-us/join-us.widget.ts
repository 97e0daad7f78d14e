import { defineWidget } from '../define-widget';
import type { JoinUsProps } from './join-us.props';

export const joinUsWidget = defineWidget<JoinUsProps>({
  type: 'join-us',
  title: 'Join us',
  description:
    'The /join page: the partner (agent) programme, how it works, and how to start (register, or contact customer service).',
  load: () => import('./join-us'),
  schema: () => import('./join-us.props'),
  placeholderHeight: 560,
});
