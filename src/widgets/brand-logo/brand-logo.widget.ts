import { defineWidget } from '../define-widget';
import type { BrandLogoProps } from './brand-logo.props';

export const brandLogoWidget = defineWidget<BrandLogoProps>({
  type: 'brand-logo',
  load: () => import('./brand-logo'),
});
