import { defineWidget } from '../define-widget';
import type { SiteFooterProps } from './site-footer.props';

export const siteFooterWidget = defineWidget<SiteFooterProps>({
  type: 'site-footer',
  title: 'Site footer',
  description:
    'Licence badges (MGA Malta, BVI, PAGCOR), social links, link columns, responsible-gambling notes and the legal line.',
  load: () => import('./site-footer'),
  schema: () => import('./site-footer.props'),
  placeholderHeight: 280,
});
