import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { MEMBER_MESSAGE_BODY_MAX, MEMBER_MESSAGE_TITLE_MAX } from '@schemas/api/ops/member-action-rules';
import { CallError } from '../../api/call-error';
import { TextAreaField } from '../../ui/form/text-area-field';
import { TextField } from '../../ui/form/text-field';
import { messageMemberAtom } from '../atoms/back-office-atoms';
import { callProblem } from './call-problem';
import { ActionDialog } from './action-dialog';
import styles from './back-office.module.css';

type Field = 'title' | 'body';

/**
 * Write a plain-text notice to one member's inbox (shown in every language as written). The
 * member reads it as text: nothing typed here becomes markup.
 */
export function MemberMessageDialog({
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
  const send = useSetAtom(messageMemberAtom);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const titleMax = MEMBER_MESSAGE_TITLE_MAX;
  const bodyMax = MEMBER_MESSAGE_BODY_MAX;
  const heading = i18n._(msg`Message to ${username}`);
  const required: Record<Field, string> = {
    title: i18n._(msg`Write a title (at most ${titleMax} characters).`),
    body: i18n._(msg`Write the message (at most ${bodyMax} characters).`),
  };

  async function submit() {
    setProblem(undefined);
    const missing: Partial<Record<Field, string>> = {};
    if (!title.trim()) missing.title = required.title;
    if (!body.trim()) missing.body = required.body;
    setErrors(missing);
    if (missing.title || missing.body) return;
    setBusy(true);
    try {
      await send({ id: memberId, title: title.trim(), body: body.trim() });
      onDone();
    } catch (err) {
      setBusy(false);
      const field = err instanceof CallError ? err.errors[0]?.field : undefined;
      if (field === 'title' || field === 'body') setErrors({ [field]: required[field] });
      else if (field === 'id') setProblem(i18n._(msg`This member has no inbox (a trial account).`));
      else setProblem(i18n._(callProblem(err)));
    }
  }

  return (
    <ActionDialog
      title={heading}
      confirm={i18n._(msg`Send message`)}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
      width={520}
    >
      <p className={styles.muted}>{i18n._(msg`It lands in the member's inbox as plain text.`)}</p>
      <TextField
        label={i18n._(msg`Title`)}
        value={title}
        onChange={setTitle}
        maxLength={MEMBER_MESSAGE_TITLE_MAX}
        autoComplete="off"
        required
        error={errors.title}
      />
      <TextAreaField
        label={i18n._(msg`Message`)}
        value={body}
        onChange={setBody}
        rows={6}
        maxLength={MEMBER_MESSAGE_BODY_MAX}
        required
        error={errors.body}
      />
    </ActionDialog>
  );
}
