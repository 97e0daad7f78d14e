import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_UPLOAD_PATH,
  FEEDBACK_MAX_IMAGES,
} from '../../schemas/api/feedback-rules';
import { listMyFeedback, submitFeedback as submitFeedbackEndpoint } from '../../schemas/api/feedback';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../domain/api-error';
import { authenticate, tokenFromHeader } from '../http/authenticate';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { merchantOf } from '../http/resolve-merchant';
import { storeFeedbackImages, type UploadedImage } from '../services/feedback/feedback-images';
import { myFeedback } from '../services/feedback/my-feedback';
import { submitFeedback } from '../services/feedback/submit-feedback';
import { featureEnabled } from '../services/system/module-tree';
import type { RoutePlugin } from './route-plugin';

export const feedbackRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, submitFeedbackEndpoint, async (input, ctx) => submitFeedback(ctx, input));
  handle(app, deps, listMyFeedback, async (input, ctx) =>
    myFeedback(ctx.deps.db, ctx.merchant.id, sessionOf(ctx).memberId, input.page, input.pageSize),
  );
  await app.register(async (scope) => imageUpload(scope, deps));
};

/** Pictures for feedback: multipart/form-data, files in field `file`. One byte over 5 MB is read to know it. */
async function imageUpload(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  await scope.register(multipart, {
    limits: {
      fileSize: FEEDBACK_IMAGE_MAX_BYTES + 1,
      files: FEEDBACK_MAX_IMAGES,
      fields: 5,
      parts: FEEDBACK_MAX_IMAGES + 5,
    },
    throwFileSizeLimit: false,
  });
  scope.post(FEEDBACK_IMAGE_UPLOAD_PATH, { schema: { hide: true } }, async (req, reply) => {
    const merchant = merchantOf(req);
    if (!featureEnabled(merchant.settings, 'feedback'))
      throw new ApiError(403, 'DISABLED', 'Feedback is not available on this site');
    const member = await authenticate(deps.db, merchant, tokenFromHeader(req.headers.authorization));
    const images = await storeFeedbackImages(
      deps.db,
      deps.limiter,
      merchant,
      member.memberId,
      await readFiles(req),
    );
    return reply.send({ success: true, code: 'OK', message: '', value: { images }, requestId: req.id });
  });
}

async function readFiles(req: FastifyRequest): Promise<UploadedImage[]> {
  if (!req.isMultipart())
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the pictures as multipart/form-data');
  const files: UploadedImage[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw ApiError.validation(part.fieldname, 'is not a known field');
      const bytes = await part.toBuffer();
      files.push({
        fileName: part.filename,
        bytes: part.file.truncated ? Buffer.alloc(FEEDBACK_IMAGE_MAX_BYTES + 1) : bytes,
      });
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new ApiError(400, 'LIMIT', `At most ${FEEDBACK_MAX_IMAGES} pictures`, [
        { field: 'file', message: `at most ${FEEDBACK_MAX_IMAGES} pictures` },
      ]);
    throw err;
  }
  return files;
}
