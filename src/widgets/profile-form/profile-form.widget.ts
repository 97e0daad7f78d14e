import { defineWidget } from '../define-widget';
import type { ProfileFormProps } from './profile-form.props';

export const profileFormWidget = defineWidget<ProfileFormProps>({
  type: 'profile-form',
  load: () => import('./profile-form'),
  placeholderHeight: 520,
});
