import { defineWidget } from '../define-widget';
import type { FeatureUnavailableProps } from './feature-unavailable.props';

export const featureUnavailableWidget = defineWidget<FeatureUnavailableProps>({
  type: 'feature-unavailable',
  title: 'Not available yet',
  description:
    'An honest “not available yet” state for a part of the site that is still being built: a heading, a sentence and a way back home. Never shows made-up data.',
  load: () => import('./feature-unavailable'),
  schema: () => import('./feature-unavailable.props'),
  placeholderHeight: 120,
});
