import { defineWidget } from '../define-widget';
import type { FeatureUnavailableProps } from './feature-unavailable.props';

export const featureUnavailableWidget = defineWidget<FeatureUnavailableProps>({
  type: 'feature-unavailable',
  load: () => import('./feature-unavailable'),
  placeholderHeight: 120,
});
