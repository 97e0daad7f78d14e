import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { FieldRuleShape } from '@schemas/api/pattern-families';
import { ruleHelperText, ruleProblem } from '../i18n/field-rule-text';
import { TextField } from '../ui/form/text-field';

/** The errors the pair can show, named as the platform names the fields. */
export type NewPasswordErrors = Partial<Record<'newPassword' | 'confirmNewPassword', string>>;

/**
 * What is wrong with a new password and its confirmation, before asking the platform: the
 * merchant's password rule (when loaded), and the two must match.
 */
export function newPasswordProblems(
  rule: FieldRuleShape | undefined,
  password: string,
  confirm: string,
): NewPasswordErrors {
  const out: NewPasswordErrors = {};
  const problem = rule ? ruleProblem(rule, password, true) : undefined;
  if (problem) out.newPassword = problem;
  if (confirm.trim() !== password.trim())
    out.confirmNewPassword = i18n._(
      msg({ id: 'inconsistent_twice', message: 'The two passwords do not match' }),
    );
  return out;
}

/** A new password and its confirmation, with the merchant's rule said under the first. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  rule,
  errors,
}: {
  password: string;
  confirm: string;
  onPassword(value: string): void;
  onConfirm(value: string): void;
  rule: FieldRuleShape | undefined;
  errors: NewPasswordErrors;
}) {
  const { i18n: active } = useLingui();
  return (
    <>
      <TextField
        label={active._(msg`New password`)}
        type="password"
        revealable
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        required
        maxLength={128}
        helper={rule ? ruleHelperText(rule) : undefined}
        error={errors.newPassword}
      />
      <TextField
        label={active._(msg`Confirm new password`)}
        type="password"
        revealable
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
        required
        maxLength={128}
        error={errors.confirmNewPassword}
      />
    </>
  );
}
