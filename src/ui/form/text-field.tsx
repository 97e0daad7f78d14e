import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Rule text under the field (e.g. "6-16 letters or digits"). */
  helper?: string | undefined;
  /** Shown instead of the helper, in the danger colour. */
  error?: string | undefined;
  /** Content at the end of the input (a send-code button, a captcha image...). */
  end?: ReactNode;
  /** Content at the start of the input (a country-code picker). */
  start?: ReactNode;
  /** A password field gets a show/hide toggle. */
  revealable?: boolean;
  showLabel?: boolean;
}

/** A labelled input with helper or error text, wired for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  helper,
  error,
  end,
  start,
  revealable,
  showLabel = true,
  type = 'text',
  required,
  className,
  ...input
}: TextFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const describedBy = error || helper ? `${id}-hint` : undefined;
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''} ${className ?? ''}`.trim()}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.control}>
        {start && <span className={styles.adornment}>{start}</span>}
        <input
          {...input}
          id={id}
          className={styles.input}
          type={revealable && revealed ? 'text' : type}
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
        {revealable && (
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={revealed}
            aria-label={revealed ? i18n._(msg`Hide password`) : i18n._(msg`Show password`)}
            onClick={() => setRevealed((r) => !r)}
          >
            <EyeIcon open={revealed} />
          </button>
        )}
        {end && <span className={styles.adornment}>{end}</span>}
      </div>
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

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}
