import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { MEMBER_REASON_MAX } from '@schemas/api/ops/member-action-rules';
import { TextField } from '../../ui/form/text-field';

/** The reason an operator writes for an action on a member, kept in the audit. */
export function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(v: string): void;
  error?: string | undefined;
}) {
  const { i18n } = useLingui();
  const max = MEMBER_REASON_MAX;
  return (
    <TextField
      label={i18n._(msg`Reason (kept in the audit)`)}
      value={value}
      onChange={onChange}
      maxLength={max}
      autoComplete="off"
      required
      helper={i18n._(msg`At most ${max} characters.`)}
      error={error}
    />
  );
}
