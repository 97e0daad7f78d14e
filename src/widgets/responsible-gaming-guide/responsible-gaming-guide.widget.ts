import { defineWidget } from '../define-widget';
import type { ResponsibleGamingGuideProps } from './responsible-gaming-guide.props';

export const responsibleGamingGuideWidget = defineWidget<ResponsibleGamingGuideProps>({
  type: 'responsible-gaming-guide',
  load: () => import('./responsible-gaming-guide'),
  placeholderHeight: 640,
});
