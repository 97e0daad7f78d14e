import { defineWidget } from '../define-widget';
import type { KycDocumentsProps } from './kyc-documents.props';

export const kycDocumentsWidget = defineWidget<KycDocumentsProps>({
  type: 'kyc-documents',
  load: () => import('./kyc-documents'),
  placeholderHeight: 420,
});
