import { defineWidget } from '../define-widget';
import type { LanguagePickerProps } from './language-picker.props';

export const languagePickerWidget = defineWidget<LanguagePickerProps>({
  type: 'language-picker',
  title: 'Language picker',
  description:
    'Offers the site’s header languages (languages.header), each in its own name; the choice is remembered on this device.',
  load: () => import('./language-picker'),
  schema: () => import('./language-picker.props'),
});
