import { defineWidget } from '../define-widget';
import type { SectionProps } from './section.props';

export const sectionWidget = defineWidget<SectionProps>({
  type: 'section',
  title: 'Section',
  description: 'A titled block that places its child nodes in a column, a row or a grid.',
  load: () => import('./section'),
  schema: () => import('./section.props'),
  slot: true,
});
