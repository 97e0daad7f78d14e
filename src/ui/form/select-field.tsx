import { useId } from 'react';
import styles from './form.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A labelled native select (keyboard and screen readers for free), styled like TextField. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  error,
  helper,
  required,
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
  error?: string | undefined;
  helper?: string | undefined;
  required?: boolean;
}) {
  const id = useId();
  const hint = error || helper ? `${id}-hint` : undefined;
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`.trim()}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={`${styles.input} ${styles.select}`}
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={hint}
          onChange={(e) => onChange(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {(error || helper) && (
        <p id={hint} className={error ? styles.error : styles.helper} role={error ? 'alert' : undefined}>
          {error ?? helper}
        </p>
      )}
    </div>
  );
}
