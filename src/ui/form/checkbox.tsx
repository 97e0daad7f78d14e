import type { ReactNode } from 'react';
import styles from './form.module.css';

export function Checkbox({
  checked,
  onChange,
  children,
  required,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        checked={checked}
        required={required}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
