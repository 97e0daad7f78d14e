import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getPaymentPassword, setPaymentPassword } from '../../schemas/api/payment-password';
import { PROOF_MAX_BYTES, PROOF_MAX_FILES, PROOF_UPLOAD_PATH } from '../../schemas/api/wallet-rules';
import {
  bindPayoutAccount,
  confirmReceipt,
  createWithdrawal,
  getWithdrawSettings,
  listPayoutAccounts,
  listWithdrawals,
} from '../../schemas/api/withdraw';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../domain/api-error';
import { authenticate, tokenFromHeader } from '../http/authenticate';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { merchantOf } from '../http/resolve-merchant';
import { confirmReceipt as confirm } from '../services/cashier/confirm-receipt';
import { createWithdrawal as create } from '../services/cashier/create-withdrawal';
import {
  bindAccount,
  MAX_PAYOUT_ACCOUNTS,
  payoutAccounts,
  toPayoutAccount,
} from '../services/cashier/payout-accounts';
import {
  paymentPasswordState,
  setPaymentPassword as setPassword,
} from '../services/cashier/payment-password';
import { storeProofs, type UploadedFile } from '../services/cashier/proofs';
import { listWithdrawals as list, withdrawSettings } from '../services/cashier/withdraw-overview';
import type { RoutePlugin } from './route-plugin';

export const withdrawRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getPaymentPassword, async (_input, ctx) =>
    paymentPasswordState(ctx.deps, ctx.merchant, sessionOf(ctx).memberId),
  );
  handle(app, deps, setPaymentPassword, async (input, ctx) => setPassword(ctx, sessionOf(ctx), input));
  handle(app, deps, getWithdrawSettings, async (_input, ctx) => withdrawSettings(ctx, sessionOf(ctx)));
  handle(app, deps, listPayoutAccounts, async (_input, ctx) => ({
    items: (await payoutAccounts(ctx.deps.db, ctx.merchant.id, sessionOf(ctx).memberId)).map(toPayoutAccount),
    max: MAX_PAYOUT_ACCOUNTS,
  }));
  handle(app, deps, bindPayoutAccount, async (input, ctx) => bindAccount(ctx, sessionOf(ctx), input));
  handle(app, deps, createWithdrawal, async (input, ctx) => create(ctx, sessionOf(ctx), input));
  handle(app, deps, listWithdrawals, async (input, ctx) =>
    list(ctx.deps.db, ctx.merchant.id, sessionOf(ctx).memberId, input.page, input.pageSize),
  );
  handle(app, deps, confirmReceipt, async (input, ctx) => confirm(ctx, sessionOf(ctx), input));
  void app.register(async (scope) => proofUpload(scope, deps));
};

/**
 * Proof images for a "not received" report: multipart/form-data, files in field `file`,
 * `?payoutId=`. One more byte than allowed is read so a file over 5 MB is recognised.
 */
async function proofUpload(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: PROOF_MAX_BYTES + 1, files: PROOF_MAX_FILES, fields: 5, parts: PROOF_MAX_FILES + 5 },
    throwFileSizeLimit: false,
  });
  scope.post(PROOF_UPLOAD_PATH, { schema: { hide: true } }, async (req, reply) => {
    const merchant = merchantOf(req);
    const member = await authenticate(deps.db, merchant, tokenFromHeader(req.headers.authorization));
    const payoutId = Number((req.query as { payoutId?: string }).payoutId);
    if (!Number.isSafeInteger(payoutId) || payoutId < 1) throw ApiError.validation('payoutId', 'is required');
    const files = await readFiles(req);
    const proofCount = await storeProofs(deps.db, merchant, member.memberId, payoutId, files);
    return reply.send({ success: true, code: 'OK', message: '', value: { proofCount }, requestId: req.id });
  });
}

async function readFiles(req: FastifyRequest): Promise<UploadedFile[]> {
  if (!req.isMultipart())
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the images as multipart/form-data');
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw ApiError.validation(part.fieldname, 'is not a known field');
      const bytes = await part.toBuffer();
      files.push({
        fileName: part.filename,
        bytes: part.file.truncated ? Buffer.alloc(PROOF_MAX_BYTES + 1) : bytes,
      });
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new ApiError(400, 'LIMIT', `At most ${PROOF_MAX_FILES} images per payment`, [
        { field: 'file', message: `at most ${PROOF_MAX_FILES} images` },
      ]);
    throw err;
  }
  return files;
}
