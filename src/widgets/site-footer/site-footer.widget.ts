import { defineWidget } from '../define-widget';
import type { SiteFooterProps } from './site-footer.props';

export const siteFooterWidget = defineWidget<SiteFooterProps>({
  type: 'site-footer',
  load: () => import('./site-footer'),
  placeholderHeight: 280,
});
