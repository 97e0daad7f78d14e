import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { FEEDBACK_REPLY_MAX_CHARS } from '@schemas/api/ops/reply-rules';
import { CallError } from '../../api/call-error';
import { TextAreaField } from '../../ui/form/text-area-field';
import { replyFeedbackAtom, type FeedbackCase } from '../atoms/feedback-atoms';
import { callProblem } from './call-problem';
import { ActionDialog } from './action-dialog';
import own from './feedback-screen.module.css';

/**
 * Answer one member's feedback: the member reads the reply under My feedback. What the member
 * wrote is quoted as text; a case closed meanwhile is told, not answered.
 */
export function FeedbackReply({
  feedback: f,
  onClose,
  onDone,
}: {
  feedback: FeedbackCase;
  onClose(): void;
  onDone(): void;
}) {
  const { i18n } = useLingui();
  const reply = useSetAtom(replyFeedbackAtom);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const ticket = f.ticket;
  const title = i18n._(msg`Answer ${ticket}`);
  const left = FEEDBACK_REPLY_MAX_CHARS - text.length;

  async function submit() {
    setProblem(undefined);
    if (text.trim() === '') return setFieldError(i18n._(msg`Write the answer the member will read`));
    setFieldError(undefined);
    setBusy(true);
    try {
      await reply({ id: f.id, text: text.trim() });
      onDone();
    } catch (err) {
      setBusy(false);
      if (err instanceof CallError && err.code === 'CONFLICT')
        setProblem(i18n._(msg`This feedback was closed meanwhile. Close this window and look again.`));
      else setProblem(i18n._(callProblem(err)));
    }
  }

  return (
    <ActionDialog
      title={title}
      confirm={i18n._(msg`Send answer`)}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
      width={520}
    >
      <blockquote className={own.quote}>{f.content}</blockquote>
      <TextAreaField
        label={i18n._(msg`Your answer (the member reads it)`)}
        value={text}
        onChange={setText}
        rows={6}
        maxLength={FEEDBACK_REPLY_MAX_CHARS}
        helper={i18n._(msg`${left} characters left`)}
        error={fieldError}
      />
    </ActionDialog>
  );
}
