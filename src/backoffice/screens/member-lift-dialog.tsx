import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { MEMBER_REASON_MAX } from '@schemas/api/ops/member-action-rules';
import { liftMemberExclusionAtom } from '../atoms/member-protection-atoms';
import { ActionDialog } from './action-dialog';
import { ReasonField } from './reason-field';
import { useMemberCall } from './use-member-call';

/**
 * End a member's indefinite self-exclusion at their request. The platform lifts it only once it
 * has held 7 days (the ops CLI's rule, the same service) and tells the member in their inbox.
 */
export function MemberLiftDialog({
  memberId,
  username,
  onClose,
  onDone,
}: {
  memberId: number;
  username: string;
  onClose(): void;
  onDone(): void;
}) {
  const { i18n } = useLingui();
  const lift = useSetAtom(liftMemberExclusionAtom);
  const [reason, setReason] = useState('');
  const max = MEMBER_REASON_MAX;
  const call = useMemberCall(
    { reason: msg`Write the member's request (at most ${max} characters): it is kept in the audit.` },
    msg`It cannot be lifted: only an indefinite self-exclusion that has held 7 days can be, and it may already have been lifted.`,
  );
  const submit = () =>
    call.run(
      () => lift({ id: memberId, reason: reason.trim() }),
      () => onDone(),
      { reason: reason.trim() !== '' },
    );
  return (
    <ActionDialog
      title={i18n._(msg`Lift the self-exclusion of ${username}`)}
      confirm={i18n._(msg`Lift self-exclusion`)}
      busy={call.busy}
      problem={call.problem}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>
        {i18n._(
          msg`Only at the member's own request, and only once it has held 7 days. ${username} may log in and play again at once and gets a message saying so.`,
        )}
      </p>
      <ReasonField value={reason} onChange={setReason} error={call.errors.reason} />
    </ActionDialog>
  );
}
