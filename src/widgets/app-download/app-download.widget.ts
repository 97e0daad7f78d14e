import { defineWidget } from '../define-widget';
import type { AppDownloadProps } from './app-download.props';

export const appDownloadWidget = defineWidget<AppDownloadProps>({
  type: 'app-download',
  load: () => import('./app-download'),
  placeholderHeight: 640,
});
