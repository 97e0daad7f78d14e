import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { TextField } from './text-field';

/** The six-digit payment password of a money form: digits only, hidden unless revealed. */
export function PaymentPasswordField({
  value,
  onChange,
  error,
  label,
}: {
  value: string;
  onChange(digits: string): void;
  error?: string | undefined;
  label?: string;
}) {
  const { i18n } = useLingui();
  return (
    <TextField
      label={label ?? i18n._(msg`Payment password`)}
      type="password"
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, ''))}
      error={error}
      revealable
    />
  );
}
