import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { MEMBER_MESSAGE_BODY_MAX, MEMBER_MESSAGE_TITLE_MAX } from '@schemas/api/ops/member-action-rules';
import { CallError } from '../../api/call-error';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import { Modal } from '../../ui/modal/modal';
import { messageMemberAtom } from '../atoms/back-office-atoms';
import { callProblem } from './call-problem';
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
  const bodyId = useId();
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

  async function submit(e: FormEvent) {
    e.preventDefault();
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
    <Modal open label={heading} onClose={onClose} height="auto" width={520}>
      <form className={styles.dialog} onSubmit={(e) => void submit(e)} noValidate aria-label={heading}>
        <h2 className={styles.subtitle}>{heading}</h2>
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
        <div className={styles.textArea}>
          <label htmlFor={bodyId}>{i18n._(msg`Message`)}</label>
          <textarea
            id={bodyId}
            rows={6}
            value={body}
            maxLength={MEMBER_MESSAGE_BODY_MAX}
            required
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? `${bodyId}-error` : undefined}
            onChange={(e) => setBody(e.target.value)}
          />
          {errors.body && (
            <span id={`${bodyId}-error`} className={styles.fieldError}>
              {errors.body}
            </span>
          )}
        </div>
        {problem && <FormMessage tone="error">{problem}</FormMessage>}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {i18n._(msg`Send message`)}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {i18n._(msg`Cancel`)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
