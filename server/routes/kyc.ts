import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getKyc } from '../../schemas/api/kyc';
import { KYC_MAX_BYTES, KYC_MAX_FILES_PER_UPLOAD, KYC_UPLOAD_PATH } from '../../schemas/api/kyc-rules';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../domain/api-error';
import { authenticate, tokenFromHeader } from '../http/authenticate';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { merchantOf } from '../http/resolve-merchant';
import { readKyc } from '../services/kyc/kyc-state';
import { parseDocumentKind, storeKycDocuments, type UploadedDocument } from '../services/kyc/store-documents';
import { refuseTrial } from '../services/wallet/member-guard';
import type { RoutePlugin } from './route-plugin';

export const kycRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getKyc, async (_input, ctx) => {
    const member = sessionOf(ctx);
    refuseTrial(member);
    return readKyc(ctx.deps.db, ctx.merchant, member.memberId);
  });
  await app.register(async (scope) => documentUpload(scope, deps));
};

/**
 * KYC documents: multipart/form-data, files in field `file`, `?kind=`. One byte over 5 MB is
 * read so an oversize file is recognised; a fourth file ends the upload with LIMIT.
 * Nothing here ever answers with a document's bytes.
 */
async function documentUpload(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  await scope.register(multipart, {
    limits: {
      fileSize: KYC_MAX_BYTES + 1,
      files: KYC_MAX_FILES_PER_UPLOAD,
      fields: 5,
      parts: KYC_MAX_FILES_PER_UPLOAD + 5,
    },
    throwFileSizeLimit: false,
  });
  scope.post(KYC_UPLOAD_PATH, { schema: { hide: true } }, async (req, reply) => {
    const merchant = merchantOf(req);
    const member = await authenticate(deps.db, merchant, tokenFromHeader(req.headers.authorization));
    refuseTrial(member);
    const kind = parseDocumentKind((req.query as { kind?: unknown }).kind);
    const files = await readFiles(req);
    const who = { merchant, memberId: member.memberId, ip: req.ip };
    await storeKycDocuments(deps.db, who, kind, files);
    const value = await readKyc(deps.db, merchant, member.memberId);
    return reply.send({ success: true, code: 'OK', message: '', value, requestId: req.id });
  });
}

async function readFiles(req: FastifyRequest): Promise<UploadedDocument[]> {
  if (!req.isMultipart())
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the documents as multipart/form-data');
  const files: UploadedDocument[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw ApiError.validation(part.fieldname, 'is not a known field');
      const bytes = await part.toBuffer();
      files.push({
        fileName: part.filename,
        bytes: part.file.truncated ? Buffer.alloc(KYC_MAX_BYTES + 1) : bytes,
      });
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new ApiError(400, 'LIMIT', `At most ${KYC_MAX_FILES_PER_UPLOAD} files at once`, [
        { field: 'file', message: `at most ${KYC_MAX_FILES_PER_UPLOAD} files at once` },
      ]);
    throw err;
  }
  return files;
}
