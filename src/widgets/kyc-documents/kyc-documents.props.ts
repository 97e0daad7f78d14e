import { Type, type Static } from '@sinclair/typebox';
import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from '@schemas/api/kyc-rules';

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
