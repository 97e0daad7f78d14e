import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { bindMobile, confirmEmailChange, updateProfile } from '../../api/endpoints';
import { renderWidget } from '../../../tests/support/render-widget';
import { withProfileApi } from '../../../tests/support/fake-profile';
import ProfileForm from './profile-form';

const ALL = [
  'nickname',
  'birthday',
  'idNumber',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'address',
  'email',
  'mobile',
  'telegram',
  'zalo',
] as const;

async function setup() {
  const api = withProfileApi(createFakeApiClient());
  const r = await renderWidget(<ProfileForm fields={[...ALL]} />, { api, session: {} });
  await screen.findByLabelText('Nickname');
  return r;
}
const updates = (api: ReturnType<typeof createFakeApiClient>) =>
  api.calls.filter((c) => c.id === updateProfile.id).map((c) => c.input);

describe('profile-form widget', () => {
  it('R3.31 shows every profile field of spec §3 and sends only what changed', async () => {
    const { api } = await setup();
    for (const label of [
      'Nickname',
      'Birthday',
      'ID number',
      'Nationality',
      'Occupation',
      'Source of income',
      'Address',
      'E-mail',
      'Telegram',
      'Zalo',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByDisplayValue('+63 ••• ••• 4567')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Occupation'), 'Engineer');
    await userEvent.selectOptions(screen.getByLabelText('Source of income'), 'salary');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(updates(api)).toEqual([{ occupation: 'Engineer', sourceOfIncome: 'salary' }]);
  });

  it('a set birthday is read-only; a refused field is named under it', async () => {
    await setup();
    expect(screen.getByLabelText('Birthday')).toHaveAttribute('readonly');
    const nickname = screen.getByLabelText('Nickname');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('2 to 20 letters, digits, spaces or _.-')).toBeInTheDocument();
  });

  it('changing the e-mail asks for the login password, then for the code sent to the new address', async () => {
    const { api } = await setup();
    const email = screen.getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.type(screen.getByLabelText('Login password (to change the e-mail)'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'We sent a code to new@example.com. Until you enter it, ann@example.com stays in use.',
      ),
    ).toBeInTheDocument();
    expect(updates(api)[0]).toEqual({ email: 'new@example.com', password: 'Secret123' });
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('E-mail code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
    expect(
      await screen.findByText('The verification code is wrong. Please check it and try again.'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('E-mail code'));
    await userEvent.type(screen.getByLabelText('E-mail code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
    expect(await screen.findByText('Your new e-mail is confirmed.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.id === confirmEmailChange.id).map((c) => c.input)).toEqual([
      { verificationCode: '111111' },
      { verificationCode: '123456' },
    ]);
    expect(screen.queryByLabelText('E-mail code')).not.toBeInTheDocument();
  });

  it('links a new mobile number with the code sent to it', async () => {
    const { api } = await setup();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await userEvent.type(screen.getByLabelText('New mobile number'), '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Link number' }));
    expect(await screen.findByText('Your new mobile number is linked.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.id === bindMobile.id)?.input).toMatchObject({
      mobileNum: '9171234567',
      verificationCode: '123456',
    });
  });
});
