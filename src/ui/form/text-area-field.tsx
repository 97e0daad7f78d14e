import { useId, type TextareaHTMLAttributes } from 'react';
import styles from './form.module.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value'
> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Rule text under the field (e.g. "At most 500 characters"). */
  helper?: string | undefined;
  /** Shown instead of the helper, in the danger colour. */
  error?: string | undefined;
}

/** A labelled multi-line text box with helper or error text, wired like TextField. */
export function TextAreaField({
  label,
  value,
  onChange,
  helper,
  error,
  required,
  rows = 5,
  className,
  ...area
}: TextAreaFieldProps) {
  const id = useId();
  const describedBy = error || helper ? `${id}-hint` : undefined;
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''} ${className ?? ''}`.trim()}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <textarea
        {...area}
        id={id}
        className={styles.textarea}
        rows={rows}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      {(error || helper) && (
        <p
          id={describedBy}
          className={error ? styles.error : styles.helper}
          role={error ? 'alert' : undefined}
        >
          {error ?? helper}
        </p>
      )}
    </div>
  );
}
