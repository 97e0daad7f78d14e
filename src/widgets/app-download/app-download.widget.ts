import { defineWidget } from '../define-widget';
import type { AppDownloadProps } from './app-download.props';

export const appDownloadWidget = defineWidget<AppDownloadProps>({
  type: 'app-download',
  title: 'App download',
  description:
    'The app page (/app, /download): what the app offers, and for iOS (#ios) and Android (#android) a QR code, the download link of settings.appDownload and install steps.',
  load: () => import('./app-download'),
  schema: () => import('./app-download.props'),
  placeholderHeight: 640,
});
