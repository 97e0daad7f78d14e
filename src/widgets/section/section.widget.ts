import { defineWidget } from '../define-widget';
import type { SectionProps } from './section.props';

export const sectionWidget = defineWidget<SectionProps>({
  type: 'section',
  load: () => import('./section'),
  slot: true,
});
