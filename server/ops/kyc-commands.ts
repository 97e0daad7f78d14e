import fs from 'node:fs';
import path from 'node:path';
import { KYC_STATUSES } from '../../schemas/api/kyc-rules';
import { kycStatusOf } from '../services/kyc/kyc-state';
import { readKycDocument, reviewKyc } from '../services/kyc/review-kyc';
import { asOps, merchantOf, operator } from './cashier-commands';
import { flag, memberIdOf, need, OpsError, table, type OpsCommand } from './ops-command';

const kycList: OpsCommand = {
  name: 'kyc list',
  usage: 'kyc list <merchant> [--status pending|approved|rejected] [--limit 50]',
  summary: 'Members’ KYC submissions (pending by default, oldest first: the queue to review).',
  async run({ db }, args) {
    const m = await merchantOf(db, need(args, 0, 'merchant'));
    const status = flag(args, 'status') ?? 'pending';
    if (!KYC_STATUSES.includes(status as never) || status === 'none')
      throw new OpsError('--status is pending, approved or rejected');
    const rows = await db.query<Record<string, unknown>>(
      `SELECT m.username, k.status, k.updated_at,
              (SELECT count(*)::int FROM kyc_documents d
                WHERE d.merchant_id = k.merchant_id AND d.member_id = k.member_id AND d.status = 'pending') AS waiting,
              k.reason, k.reviewed_by, k.reviewed_at
         FROM member_kyc k JOIN members m ON m.id = k.member_id
        WHERE k.merchant_id = $1 AND k.status = $2 ORDER BY k.updated_at ASC LIMIT $3`,
      [m.id, status, Number(flag(args, 'limit') ?? 50)],
    );
    return table(rows);
  },
};

const kycShow: OpsCommand = {
  name: 'kyc show',
  usage: 'kyc show <merchant> <username>',
  summary: 'A member’s KYC status and documents (ids to read with `kyc document`).',
  async run({ db }, args) {
    const m = await merchantOf(db, need(args, 0, 'merchant'));
    const memberId = await memberIdOf(db, m, need(args, 1, 'username'));
    const state = await kycStatusOf(db, m.id, memberId);
    const docs = await db.query<Record<string, unknown>>(
      `SELECT id, kind, mime, size, file_name, status, created_at FROM kyc_documents
        WHERE merchant_id = $1 AND member_id = $2 ORDER BY id`,
      [m.id, memberId],
    );
    return [`status ${state.status}${state.reason ? ` (${state.reason})` : ''}`, table(docs)].join('\n');
  },
};

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'application/pdf': '.pdf',
};

const kycDocument: OpsCommand = {
  name: 'kyc document',
  usage: 'kyc document <merchant> <document id> --out <folder> [--by <operator>]',
  summary:
    'Write one document to a folder of this machine to review it (the platform never serves documents); the reading is audited.',
  async run({ db }, args) {
    const m = await merchantOf(db, need(args, 0, 'merchant'));
    const id = Number(need(args, 1, 'document id'));
    if (!Number.isSafeInteger(id) || id < 1) throw new OpsError('the document id is a number');
    const out = flag(args, 'out');
    if (!out) throw new OpsError('--out <folder> is required');
    const folder = path.resolve(out);
    if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory())
      throw new OpsError(`${folder} is not a folder`);
    const doc = await asOps(() => readKycDocument(db, m, id, operator(args)));
    // Named by id and the type the bytes proved, never by the member's file name.
    const file = path.join(folder, `kyc-${m.code}-${id}-${doc.kind}${EXTENSIONS[doc.mime] ?? ''}`);
    fs.writeFileSync(file, doc.bytes, { mode: 0o600 });
    return `wrote ${file} (${doc.mime}, ${doc.bytes.length} bytes, sent as "${doc.fileName}")`;
  },
};

const kycDecide = (decision: 'approve' | 'reject'): OpsCommand => ({
  name: `kyc ${decision}`,
  usage: `kyc ${decision} <merchant> <username>${decision === 'reject' ? ' --reason <text>' : ''} [--by <operator>]`,
  summary:
    decision === 'approve'
      ? 'Approve a member’s pending KYC documents (final; audited).'
      : 'Reject a member’s pending KYC documents; the member reads the reason and may send new ones (audited).',
  async run({ db }, args) {
    const m = await merchantOf(db, need(args, 0, 'merchant'));
    const username = need(args, 1, 'username');
    const memberId = await memberIdOf(db, m, username);
    const reason = flag(args, 'reason');
    if (decision === 'reject' && !reason) throw new OpsError('--reason is required to reject');
    await asOps(() =>
      reviewKyc(db, { merchant: m, memberId, by: operator(args), decision, ...(reason ? { reason } : {}) }),
    );
    return `KYC of ${username} ${decision === 'approve' ? 'approved' : 'rejected'}`;
  },
});

export const kycCommands: OpsCommand[] = [
  kycList,
  kycShow,
  kycDocument,
  kycDecide('approve'),
  kycDecide('reject'),
];
