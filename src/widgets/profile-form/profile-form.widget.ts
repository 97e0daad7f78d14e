import { defineWidget } from '../define-widget';
import type { ProfileFormProps } from './profile-form.props';

export const profileFormWidget = defineWidget<ProfileFormProps>({
  type: 'profile-form',
  load: () => import('./profile-form'),
  schema: () => import('./profile-form.props'),
  placeholderHeight: 520,
});
