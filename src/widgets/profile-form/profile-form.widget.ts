import { defineWidget } from '../define-widget';
import type { ProfileFormProps } from './profile-form.props';

export const profileFormWidget = defineWidget<ProfileFormProps>({
  type: 'profile-form',
  title: 'Profile',
  description:
    'Security centre profile (spec §3): nickname, birthday, ID number, address, nationality, occupation, source of income, Telegram, Zalo, e-mail and mobile, each checked.',
  load: () => import('./profile-form'),
  schema: () => import('./profile-form.props'),
  placeholderHeight: 520,
});
