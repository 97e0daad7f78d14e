import { defineWidget } from '../define-widget';
import type { ProviderPageProps } from './provider-page.props';

export const providerPageWidget = defineWidget<ProviderPageProps>({
  type: 'provider-page',
  load: () => import('./provider-page'),
  placeholderHeight: 720,
});
