import { defineWidget } from '../define-widget';
import type { KycDocumentsProps } from './kyc-documents.props';

export const kycDocumentsWidget = defineWidget<KycDocumentsProps>({
  type: 'kyc-documents',
  title: 'Identity verification (KYC)',
  description:
    'The member sends proof of identity, address and source of funds (PNG, JPG or PDF, at most 5 MB each) and sees the status of the review: not verified, waiting for review, approved, or rejected with the reason. Documents are never shown back. Operators review them with `npm run ops -- kyc ...` (docs/operations.md); platform.json kyc.requiredBeforeFirstWithdrawal holds the first withdrawal until approval.',
  load: () => import('./kyc-documents'),
  schema: () => import('./kyc-documents.props'),
  placeholderHeight: 420,
});
