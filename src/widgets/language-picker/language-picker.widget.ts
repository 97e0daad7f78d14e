import { defineWidget } from '../define-widget';
import type { LanguagePickerProps } from './language-picker.props';

export const languagePickerWidget = defineWidget<LanguagePickerProps>({
  type: 'language-picker',
  load: () => import('./language-picker'),
});
