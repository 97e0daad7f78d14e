import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useId } from 'react';
import styles from './file-picker.module.css';

/**
 * A labelled file input drawn as the portal's own button. The browser's control speaks the
 * browser's language ("Choose Files", "No file chosen"), not the visitor's, and holds a field
 * at its fixed width (wider than a phone's card). The native input stays: it lies transparent
 * over the button, so a click, the keyboard and screen readers reach the real control.
 */
export function FilePicker({
  label,
  accept,
  multiple,
  disabled,
  invalid,
  onFiles,
}: {
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** The files just chosen; the picker forgets them, so choosing the same file again works. */
  onFiles(files: File[]): void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <span className={styles.button} data-disabled={disabled || undefined}>
        <input
          id={id}
          type="file"
          className={styles.input}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            onFiles(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        <span aria-hidden="true">{multiple ? i18n._(msg`Choose files`) : i18n._(msg`Choose a file`)}</span>
      </span>
    </div>
  );
}
