import { defineWidget } from '../define-widget';
import type { ResponsibleGamingGuideProps } from './responsible-gaming-guide.props';

export const responsibleGamingGuideWidget = defineWidget<ResponsibleGamingGuideProps>({
  type: 'responsible-gaming-guide',
  title: 'Responsible gaming',
  description:
    'The public responsible-gaming page (issue #14 part 6): the player-protection tools the merchant offers and buttons to the member-centre pages that set them (logged-out visitors are asked to log in first), a nine-question gambling self-check whose answers never leave the page, then the articles of a help-centre category (help organisations) from the merchant’s content.',
  load: () => import('./responsible-gaming-guide'),
  schema: () => import('./responsible-gaming-guide.props'),
  placeholderHeight: 640,
});
