import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldRuleShape } from '@schemas/api/pattern-families';
import { renderUi } from '../../tests/support/render-ui';
import { activateLanguage } from '../i18n/activate-language';
import { NewPasswordFields, newPasswordProblems } from './new-password-fields';

const SIX_TO_TWELVE: FieldRuleShape = {
  enabled: true,
  required: true,
  patternId: 1,
  acceptedPattern: '*',
  minLength: 6,
  maxLength: 12,
};

describe('a new password and its confirmation', () => {
  it('the confirmation must equal the password, spaces around either aside', async () => {
    await activateLanguage('EN');
    expect(newPasswordProblems(SIX_TO_TWELVE, 'secret12', 'secret13')).toEqual({
      confirmNewPassword: 'The two passwords do not match',
    });
    expect(newPasswordProblems(SIX_TO_TWELVE, 'secret12', ' secret12 ')).toEqual({});
  });

  it("the merchant's rule is checked when it is loaded, and only then", async () => {
    await activateLanguage('EN');
    expect(newPasswordProblems(SIX_TO_TWELVE, 'abc', 'abc').newPassword).toBeTruthy();
    expect(newPasswordProblems(undefined, 'abc', 'abc')).toEqual({});
  });

  it('says the rule under the password and each error under its field', async () => {
    await renderUi(
      <NewPasswordFields
        password=""
        confirm=""
        onPassword={() => undefined}
        onConfirm={() => undefined}
        rule={SIX_TO_TWELVE}
        errors={{ confirmNewPassword: 'The two passwords do not match' }}
      />,
    );
    const password = screen.getByLabelText(/^New password/, { selector: 'input' });
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(/6.*12/);
    expect(screen.getByLabelText(/^Confirm new password/, { selector: 'input' })).toHaveAccessibleDescription(
      /do not match/,
    );
  });
});
