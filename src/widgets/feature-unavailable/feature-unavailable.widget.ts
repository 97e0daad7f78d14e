import { defineWidget } from '../define-widget';
import type { FeatureUnavailableProps } from './feature-unavailable.props';

export const featureUnavailableWidget = defineWidget<FeatureUnavailableProps>({
  type: 'feature-unavailable',
  load: () => import('./feature-unavailable'),
  schema: () => import('./feature-unavailable.props'),
  placeholderHeight: 120,
});
