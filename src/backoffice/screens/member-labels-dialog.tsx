import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import {
  MEMBER_LABEL_MAX,
  MEMBER_LABELS_MAX,
  memberLabelProblem,
  normaliseMemberLabels,
} from '@schemas/api/ops/member-action-rules';
import { CallError } from '../../api/call-error';
import { TextField } from '../../ui/form/text-field';
import { labelMemberAtom } from '../atoms/back-office-atoms';
import { callProblem } from './call-problem';
import { ActionDialog } from './action-dialog';
import styles from './back-office.module.css';

/**
 * Replace a member's labels (docs/decisions/member-labels.md): typed as one line, separated by
 * commas. The sites show content to members by label (their `memberLabel` conditions) from the
 * member's next login.
 */
export function MemberLabelsDialog({
  memberId,
  username,
  labels,
  onClose,
  onDone,
}: {
  memberId: number;
  username: string;
  labels: readonly string[];
  onClose(): void;
  onDone(labels: string[]): void;
}) {
  const { i18n } = useLingui();
  const save = useSetAtom(labelMemberAtom);
  const [text, setText] = useState(labels.join(', '));
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const most = MEMBER_LABELS_MAX;
  const longest = MEMBER_LABEL_MAX;
  const rule = i18n._(
    msg`At most ${most} labels, separated by commas; each at most ${longest} letters, digits, spaces, dots, dashes or underscores.`,
  );

  async function submit() {
    setProblem(undefined);
    const typed = normaliseMemberLabels(text.split(','));
    if (memberLabelProblem(typed)) {
      setError(rule);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      onDone((await save({ id: memberId, labels: typed })).labels);
    } catch (err) {
      setBusy(false);
      if (err instanceof CallError && err.errors[0]?.field === 'labels') setError(rule);
      else setProblem(i18n._(callProblem(err)));
    }
  }

  return (
    <ActionDialog
      title={i18n._(msg`Labels of ${username}`)}
      confirm={i18n._(msg`Save labels`)}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
      width={520}
    >
      <p className={styles.muted}>
        {i18n._(
          msg`The sites show offers and pages to members by label, from their next login. Leave the field empty to remove every label.`,
        )}
      </p>
      <TextField
        label={i18n._(msg`Labels`)}
        value={text}
        onChange={setText}
        placeholder={i18n._(msg`VIP, high roller`)}
        autoComplete="off"
        helper={rule}
        error={error}
      />
    </ActionDialog>
  );
}
