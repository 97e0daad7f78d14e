import { Type, type Static } from '@sinclair/typebox';
import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from '@schemas/api/kyc-rules';

export const title = 'Identity verification (KYC)';
export const description =
  'The member sends proof of identity, address and source of funds (PNG, JPG or PDF, at most 5 MB each) and sees the status of the review: not verified, waiting for review, approved, or rejected with the reason. Documents are never shown back. Operators review them with `npm run ops -- kyc ...` (docs/operations.md); platform.json kyc.requiredBeforeFirstWithdrawal holds the first withdrawal until approval.';

export const propsSchema = Type.Object(
  {
    kinds: Type.Array(Type.Unsafe<KycDocumentKind>({ type: 'string', enum: [...KYC_DOCUMENT_KINDS] }), {
      minItems: 1,
      uniqueItems: true,
      default: [...KYC_DOCUMENT_KINDS],
      description:
        'Which documents the member may upload here, in this order: `identity`, `address` (proof of address), `source-of-funds`. Left out: all three.',
      examples: [
        ['identity', 'address'],
        ['identity', 'address', 'source-of-funds'],
      ],
    }),
  },
  { additionalProperties: false },
);

export type KycDocumentsProps = Static<typeof propsSchema>;
