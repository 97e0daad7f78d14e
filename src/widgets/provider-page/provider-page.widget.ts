import { defineWidget } from '../define-widget';
import type { ProviderPageProps } from './provider-page.props';

export const providerPageWidget = defineWidget<ProviderPageProps>({
  type: 'provider-page',
  title: 'Provider page',
  description:
    'The /fbsports page (the FB sports book in a frame, login required) or the /seamless page (games that play from the main wallet).',
  load: () => import('./provider-page'),
  schema: () => import('./provider-page.props'),
  placeholderHeight: 720,
});
