import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  FEEDBACK_TYPES,
  countWords,
  type FeedbackType,
} from '@schemas/api/feedback-rules';
import { sendFeedbackAtom } from '../../atoms/feedback';
import { Button } from '../../ui/form/button';
import { FilePicker } from '../../ui/form/file-picker';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { TYPE_LABELS } from './type-labels';
import styles from './feedback-centre.module.css';

/** The feedback form: what it is about, what happened, pictures (members) or a contact (visitors). */
export function FeedbackForm({ member }: { member: boolean }) {
  const { i18n } = useLingui();
  const send = useSetAtom(sendFeedbackAtom);
  const [questionType, setType] = useState<FeedbackType>('suggestion');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<{ ok: true; ticket: string } | { ok: false; text: string } | null>(
    null,
  );
  const contentId = useId();

  const words = countWords(content);
  const contentProblem =
    words < FEEDBACK_MIN_WORDS
      ? i18n._(msg`Write at least ${FEEDBACK_MIN_WORDS} words.`)
      : words > FEEDBACK_MAX_WORDS
        ? i18n._(msg`Write at most ${FEEDBACK_MAX_WORDS} words.`)
        : undefined;
  const contactProblem =
    !member && contact.trim() === '' ? i18n._(msg`Leave an e-mail address or phone number.`) : undefined;
  const imageProblem = images.some((f) => f.size > FEEDBACK_IMAGE_MAX_BYTES)
    ? i18n._(msg`Each picture may be 5 MB at most.`)
    : images.some((f) => !['image/png', 'image/jpeg'].includes(f.type))
      ? i18n._(msg`Pictures must be PNG or JPG.`)
      : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (contentProblem || contactProblem || imageProblem) return;
    setBusy(true);
    setResult(null);
    try {
      const ticket = await send({
        questionType,
        content,
        ...(member ? {} : { contact: contact.trim() }),
        images,
      });
      setResult({ ok: true, ticket });
      setContent('');
      setImages([]);
      setTried(false);
    } catch (err) {
      setResult({ ok: false, text: (err as Error).message || i18n._(msg`Your feedback could not be sent.`) });
    } finally {
      setBusy(false);
    }
  };

  const thanks = (ticket: string) => i18n._(msg`Thank you. Your ticket is ${ticket}.`);
  const wordCount = i18n._(msg`${words} / ${FEEDBACK_MAX_WORDS} words`);
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <SelectField
        label={i18n._(msg`Question type`)}
        value={questionType}
        options={FEEDBACK_TYPES.map((t) => ({ value: t, label: i18n._(TYPE_LABELS[t]) }))}
        onChange={(v) => setType(v as FeedbackType)}
      />
      <div className={styles.field}>
        <label htmlFor={contentId} className={styles.label}>
          {i18n._(msg`What happened?`)}
        </label>
        <textarea
          id={contentId}
          className={styles.textarea}
          value={content}
          rows={6}
          onChange={(e) => setContent(e.target.value)}
          aria-invalid={(tried && contentProblem !== undefined) || undefined}
          aria-describedby={`${contentId}-help`}
        />
        <p
          id={`${contentId}-help`}
          className={styles.help}
          data-error={(tried && contentProblem) || undefined}
        >
          {tried && contentProblem ? contentProblem : wordCount}
        </p>
      </div>
      {member ? (
        <div className={styles.field}>
          <FilePicker
            label={i18n._(msg`Pictures (optional, up to ${FEEDBACK_MAX_IMAGES}, PNG or JPG, 5 MB each)`)}
            accept="image/png,image/jpeg"
            multiple
            onFiles={(files) => setImages(files.slice(0, FEEDBACK_MAX_IMAGES))}
          />
          {images.length > 0 && (
            <ul className={styles.files}>
              {images.map((f) => (
                <li key={f.name}>{f.name}</li>
              ))}
            </ul>
          )}
          {imageProblem && <FormMessage tone="error">{imageProblem}</FormMessage>}
        </div>
      ) : (
        <TextField
          label={i18n._(msg`E-mail or phone for our reply`)}
          value={contact}
          onChange={setContact}
          error={tried ? contactProblem : undefined}
          autoComplete="email"
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {i18n._(msg`Send feedback`)}
        </Button>
      </div>
      <div aria-live="polite">
        {result?.ok && <FormMessage tone="success">{thanks(result.ticket)}</FormMessage>}
        {result && !result.ok && <FormMessage tone="error">{result.text}</FormMessage>}
      </div>
    </form>
  );
}
