import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { CallError } from '../../api/call-error';
import { TextField } from '../../ui/form/text-field';
import { ActionDialog } from './action-dialog';
import { callProblem } from './call-problem';
import styles from './back-office.module.css';

/** The one text a decision may ask for: a reason, an amount, a remark. */
export interface DecisionField {
  label: string;
  helper?: string;
  maxLength?: number;
  inputMode?: 'decimal' | 'text';
  /** Marked as needed (an empty one is refused by `check` too). */
  required?: boolean;
  /** Why the value typed cannot be sent (checked before sending), or undefined when it can. */
  check?(value: string): string | undefined;
  /** Said when the platform refuses the value (VALIDATION). */
  refused: string;
}

/**
 * A decision on one row of a queue, in the back office's ActionDialog: what it does, at most
 * one text, the button busy while waiting, and a plain sentence when another operator decided
 * first (CONFLICT) or the platform refused the text, naming the field.
 */
export function DecisionDialog({
  title,
  summary,
  children,
  field,
  submitLabel,
  conflict,
  onSubmit,
  onClose,
  onDone,
}: {
  title: string;
  summary: ReactNode;
  /** What the decision does, said below the summary. */
  children?: ReactNode;
  field?: DecisionField;
  submitLabel: string;
  /** Said when the row changed meanwhile. */
  conflict: string;
  /** Sends the decision with the text trimmed. */
  onSubmit(value: string): Promise<unknown>;
  onClose(): void;
  onDone(): void;
}) {
  const { i18n } = useLingui();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    setProblem(undefined);
    const text = value.trim();
    const refused = field?.check?.(text);
    if (refused) return setFieldError(refused);
    setFieldError(undefined);
    setBusy(true);
    try {
      await onSubmit(text);
      onDone();
    } catch (err) {
      setBusy(false);
      if (err instanceof CallError && err.code === 'CONFLICT') setProblem(conflict);
      else if (field && err instanceof CallError && err.code === 'VALIDATION') setFieldError(field.refused);
      else setProblem(i18n._(callProblem(err)));
    }
  }

  return (
    <ActionDialog
      title={title}
      confirm={submitLabel}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className={styles.muted}>{summary}</p>
      {children}
      {field && (
        <TextField
          label={field.label}
          value={value}
          onChange={setValue}
          maxLength={field.maxLength}
          inputMode={field.inputMode ?? 'text'}
          autoComplete="off"
          required={field.required}
          helper={field.helper}
          error={fieldError}
        />
      )}
    </ActionDialog>
  );
}
