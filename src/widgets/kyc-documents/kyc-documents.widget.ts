import { defineWidget } from '../define-widget';
import type { KycDocumentsProps } from './kyc-documents.props';

export const kycDocumentsWidget = defineWidget<KycDocumentsProps>({
  type: 'kyc-documents',
  load: () => import('./kyc-documents'),
  schema: () => import('./kyc-documents.props'),
  placeholderHeight: 420,
});
