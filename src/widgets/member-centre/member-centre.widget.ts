import { defineWidget } from '../define-widget';
import type { MemberCentreProps } from './member-centre.props';

export const memberCentreWidget = defineWidget<MemberCentreProps>({
  type: 'member-centre',
  title: 'Member centre',
  description:
    'The member-centre popup (spec §2): the site’s memberCentre pages in menu order with their badges, one page at a time in the right-hand area, for members who are not trial accounts.',
  load: () => import('./member-centre'),
  schema: () => import('./member-centre.props'),
  hostsNodes: true,
  placeholderHeight: 560,
});
