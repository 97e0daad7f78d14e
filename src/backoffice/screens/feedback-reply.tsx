import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { FEEDBACK_REPLY_MAX_CHARS } from '@schemas/api/ops/reply-rules';
import { CallError } from '../../api/call-error';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { Modal } from '../../ui/modal/modal';
import { replyFeedbackAtom, type FeedbackCase } from '../atoms/feedback-atoms';
import { callProblem } from './call-problem';
import styles from './back-office.module.css';
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
  const id = useId();
  const reply = useSetAtom(replyFeedbackAtom);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const ticket = f.ticket;
  const title = i18n._(msg`Answer ${ticket}`);
  const left = FEEDBACK_REPLY_MAX_CHARS - text.length;

  async function submit(e: FormEvent) {
    e.preventDefault();
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
    <Modal open label={title} onClose={onClose} height="auto" width={520}>
      <form className={styles.dialog} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <h2 className={styles.subtitle}>{title}</h2>
        <blockquote className={own.quote}>{f.content}</blockquote>
        <label className={own.label} htmlFor={`${id}-text`}>
          {i18n._(msg`Your answer (the member reads it)`)}
        </label>
        <textarea
          id={`${id}-text`}
          className={own.textarea}
          rows={6}
          value={text}
          maxLength={FEEDBACK_REPLY_MAX_CHARS}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-left${fieldError ? ` ${id}-error` : ''}`}
          onChange={(e) => setText(e.target.value)}
        />
        <span id={`${id}-left`} className={styles.muted}>
          {i18n._(msg`${left} characters left`)}
        </span>
        {fieldError && (
          <span id={`${id}-error`} className={own.error} role="alert">
            {fieldError}
          </span>
        )}
        {problem && <FormMessage tone="error">{problem}</FormMessage>}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {i18n._(msg`Send answer`)}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {i18n._(msg`Cancel`)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
