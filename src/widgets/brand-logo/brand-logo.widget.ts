import { defineWidget } from '../define-widget';
import type { BrandLogoProps } from './brand-logo.props';

export const brandLogoWidget = defineWidget<BrandLogoProps>({
  type: 'brand-logo',
  title: 'Brand logo',
  description: 'The merchant’s logo (the light-background one in the light theme), linking to home.',
  load: () => import('./brand-logo'),
  schema: () => import('./brand-logo.props'),
});
