import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import { createFakeApiClient } from '../../api/fake-client';
import { checkAffiliateCode, register, registerMobile } from '../../api/endpoints';
import { currentDialogAtom } from '../../atoms/dialog';
import { sessionAtom } from '../../atoms/session';
import { renderWidget } from '../../../tests/support/render-widget';
import { fakeLoginResult, fakeRegisterRules, withAccountApi } from '../../../tests/support/fake-accounts';
import RegisterForm from './register-form';
import { visibleFields } from './register-fields';

const USERNAME_FLAGS = ['USERNAMEREG3'];

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Username/), 'newplayer1');
  await user.type(screen.getByLabelText(/^Password/), 'Secret123!');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123!');
  await user.type(screen.getByLabelText(/^Captcha/), 'K7MW');
  await user.click(screen.getByRole('checkbox'));
}

describe('register form', () => {
  it('R4.11 R3.8 registers, logs in at once and sends the payload of spec §3', async () => {
    const api = withAccountApi(createFakeApiClient()).on(register, () =>
      fakeLoginResult({ username: 'newplayer1' }),
    );
    const { store } = await renderWidget(<RegisterForm afterRegisterRoute="/" showHeading={false} />, {
      api,
      bootstrap: { flags: USERNAME_FLAGS },
      route: '/register?referralCode=FRIEND7',
    });
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.get(sessionAtom)?.username).toBe('newplayer1'));
    expect(api.calls.find((c) => c.id === 'member.register')?.input).toMatchObject({
      username: 'newplayer1',
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
      captcha: 'K7MW',
      captchaId: 'captcha-1',
      referralCode: 'FRIEND7',
      login: true,
      registerMethod: 'WEB',
      ageConfirmed: true,
    });
  });

  it('R3.8 a referral code the platform refuses shows the invitation code error and is not sent again', async () => {
    const api = withAccountApi(createFakeApiClient()).on(register, (input) => {
      if (input.referralCode)
        throw new CallError('VALIDATION', 'Invalid invitation code', 400, [
          { field: 'referralCode', message: 'Invalid invitation code' },
        ]);
      return fakeLoginResult({ username: 'newplayer1' });
    });
    const { store } = await renderWidget(<RegisterForm afterRegisterRoute="/" showHeading={false} />, {
      api,
      bootstrap: { flags: USERNAME_FLAGS },
      route: '/register?referralCode=NOPE2345',
    });
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.get(currentDialogAtom)?.text).toBe('Invalid invitation code'));
    await user.type(screen.getByLabelText(/^Captcha/), 'K7MW');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.get(sessionAtom)?.username).toBe('newplayer1'));
    const sent = api.calls.filter((c) => c.id === 'member.register').map((c) => c.input);
    expect(sent[0]).toMatchObject({ referralCode: 'NOPE2345' });
    expect(sent[1]).not.toHaveProperty('referralCode');
  });

  it('R5.7 refuses a different confirmation (inconsistent_twice) without calling', async () => {
    const api = withAccountApi(createFakeApiClient());
    await renderWidget(<RegisterForm afterRegisterRoute="/" showHeading={false} />, {
      api,
      bootstrap: { flags: USERNAME_FLAGS },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), 'newplayer1');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123!');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123?');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(api.calls.some((c) => c.id === 'member.register')).toBe(false);
  });

  it('an empty form flags every required field, the confirmation too, and sends nothing', async () => {
    const api = withAccountApi(createFakeApiClient());
    await renderWidget(<RegisterForm afterRegisterRoute="/" showHeading={false} />, {
      api,
      bootstrap: { flags: USERNAME_FLAGS },
    });
    const user = userEvent.setup();
    await screen.findByLabelText(/^Username/);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const label of [/^Username/, /^Password/, /^Confirm password/, /^Captcha/])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.id === 'member.register')).toBe(false);
  });

  it('R5.9 shows helper text with min and max filled in, and one number when they are equal', async () => {
    const api = withAccountApi(createFakeApiClient(), {
      rules: { qqNum: { ...fakeRegisterRules.qqNum, enabled: true, minLength: 8, maxLength: 8 } },
    });
    await renderWidget(<RegisterForm afterRegisterRoute="/" showHeading={false} />, {
      api,
      bootstrap: { flags: USERNAME_FLAGS },
    });
    expect(await screen.findByText('6-16 letters or digits, starting with a letter')).toBeInTheDocument();
    expect(screen.getByText('8 digits')).toBeInTheDocument();
  });

  it('R5.10 R5.5 checks every field against its rule: bad input is refused with the rule text', async () => {
    const api = withAccountApi(createFakeApiClient());
    await renderWidget(<RegisterForm afterRegisterRoute="/" showHeading={false} />, {
      api,
      bootstrap: { flags: USERNAME_FLAGS },
    });
    const user = userEvent.setup();
    for (const bad of ['1abcdef', 'ab', '<b>x</b>', "x' OR 1=1"]) {
      const input = await screen.findByLabelText(/^Username/);
      await user.clear(input);
      await user.type(input, bad);
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api.calls.some((c) => c.id === 'member.register')).toBe(false);
  });

  it('a real name that breaks its rule is told "wrong real-name format", with the rule, and is not sent', async () => {
    const api = withAccountApi(createFakeApiClient(), {
      rules: { payeeName: { ...fakeRegisterRules.payeeName, enabled: true, required: true } },
    });
    await renderWidget(<RegisterForm afterRegisterRoute="/" showHeading={false} />, {
      api,
      bootstrap: { flags: USERNAME_FLAGS },
    });
    const user = userEvent.setup();
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Real name/), 'J0hn');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/^Wrong real-name format: /)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Real name/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.id === 'member.register')).toBe(false);
  });

  it('R2.47 requires the age agreement with the site age', async () => {
    await renderWidget(<RegisterForm afterRegisterRoute="/" showHeading={false} />, {
      api: withAccountApi(createFakeApiClient()),
      bootstrap: { flags: USERNAME_FLAGS },
    });
    expect(await screen.findByText(/I am over 18 years old/)).toBeInTheDocument();
  });

  it('shows the server’s refusal under its field (a taken username)', async () => {
    const api = withAccountApi(createFakeApiClient()).on(register, () => {
      throw new CallError('CONFLICT', 'taken', 409, [{ field: 'username', message: 'taken' }]);
    });
    await renderWidget(<RegisterForm afterRegisterRoute="/" showHeading={false} />, {
      api,
      bootstrap: { flags: USERNAME_FLAGS },
    });
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
  });

  it('R2.46 R4.11 hides the affiliate field for a valid URL code and sends it; shows it with an error for a bad one', async () => {
    const api = withAccountApi(createFakeApiClient())
      .on(checkAffiliateCode, ({ code }) => ({ valid: code === 'AGENT77' }))
      .on(register, () => fakeLoginResult());
    await renderWidget(<RegisterForm afterRegisterRoute="/" showHeading={false} />, {
      api,
      bootstrap: { flags: [...USERNAME_FLAGS, 'AFFILIATE3'] },
      route: '/register?affiliateCode=AGENT77',
    });
    await screen.findByLabelText(/^Username/);
    await waitFor(() => expect(screen.queryByLabelText(/^Invitation code/)).not.toBeInTheDocument());
  });

  it('shows an invitation-code error dialog for a bad URL code', async () => {
    const api = withAccountApi(createFakeApiClient()).on(checkAffiliateCode, () => ({ valid: false }));
    const { store } = await renderWidget(<RegisterForm afterRegisterRoute="/" showHeading={false} />, {
      api,
      bootstrap: { flags: [...USERNAME_FLAGS, 'AFFILIATE3'] },
      route: '/register?affiliateCode=BAD',
    });
    await waitFor(() => expect(store.get(currentDialogAtom)?.text).toBe('Invalid invitation code'));
    expect(await screen.findByLabelText(/^Invitation code/)).toBeInTheDocument();
  });

  it('R2.43 R6.10 R5.6 mobile mode: number and SMS code required, no password without MOBILENUMPASSREG3', async () => {
    const api = withAccountApi(createFakeApiClient()).on(registerMobile, () => fakeLoginResult());
    await renderWidget(<RegisterForm afterRegisterRoute="/" showHeading={false} />, {
      api,
      bootstrap: { flags: ['MOBILENUMREG3'] },
    });
    expect(await screen.findByLabelText(/^Mobile number/)).toBeRequired();
    expect(screen.getByLabelText(/^Verification code/)).toBeRequired();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });
});

describe('visible fields', () => {
  const rules = fakeRegisterRules;
  it('R5.8 R6.12 passwords in mobile mode only with MOBILENUMPASSREG3', () => {
    expect(visibleFields(rules, new Set(), 'mobile', false).map((f) => f.name)).not.toContain('password');
    expect(
      visibleFields(rules, new Set(['MOBILENUMPASSREG3']), 'mobile', false).map((f) => f.name),
    ).toContain('password');
  });
  it('R6.11 REGMOBVERF3 adds mobile and code in username mode', () => {
    const names = visibleFields(rules, new Set(['REGMOBVERF3']), 'username', false).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode']));
  });
  it('R5.5 shows only enabled fields', () => {
    const names = visibleFields(rules, new Set(), 'username', false).map((f) => f.name);
    expect(names).toEqual(['username', 'password', 'confirmPassword', 'captcha']);
  });
});
