import { memberLabelProblem, normaliseMemberLabels } from '../../../schemas/api/ops/member-action-rules';
import type { Database } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { recordAudit } from './operator-audit';
import { auditOf, lockTargetMember, type MemberActor } from './member-target';

/**
 * Replace a member's labels with those the operator typed, normalised (trimmed, single inner
 * spaces, one of labels equal but for case). Labels that break the rules are refused naming
 * `labels`, and nothing changes. The new list and its audit line (before and after) commit
 * together; the same list again changes nothing and is not audited. Live sessions keep the
 * labels of their login: the next login and the member info answer the new ones.
 */
export async function setMemberLabels(
  db: Database,
  by: MemberActor,
  memberId: number,
  typed: readonly string[],
): Promise<{ labels: string[] }> {
  const labels = normaliseMemberLabels(typed);
  const problem = memberLabelProblem(labels);
  if (problem) throw ApiError.validation('labels', problem);
  return db.tx(async (q) => {
    const m = await lockTargetMember(q, by, memberId);
    const [row] = await q.query<{ labels: string[] }>('SELECT labels FROM members WHERE id = $1', [m.id]);
    const before = row?.labels ?? [];
    if (before.length === labels.length && before.every((l, i) => l === labels[i])) return { labels };
    await q.query('UPDATE members SET labels = $2 WHERE id = $1', [m.id, labels]);
    await recordAudit(q, {
      ...auditOf(by, m, 'member.labels'),
      before: { labels: before },
      after: { labels },
    });
    return { labels };
  });
}
