import { Type, type Static } from '@sinclair/typebox';
import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from '@schemas/api/kyc-rules';

export const propsSchema = Type.Object(
  {
    /** Which documents the member may send here, in this order. */
    kinds: Type.Array(Type.Unsafe<KycDocumentKind>({ type: 'string', enum: [...KYC_DOCUMENT_KINDS] }), {
      minItems: 1,
      uniqueItems: true,
      default: [...KYC_DOCUMENT_KINDS],
    }),
  },
  { additionalProperties: false },
);

export type KycDocumentsProps = Static<typeof propsSchema>;
