import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { beforeAll, describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import { createFakeApiClient } from '../../api/fake-client';
import { completeLoginChallenge, login, loginFreeplay } from '../../api/endpoints';
import { openPopupsAtom, popupOpenAtom } from '../../atoms/popup';
import { rememberedLoginAtom } from '../../atoms/remember-me';
import { sessionAtom } from '../../atoms/session';
import { renderWidget } from '../../../tests/support/render-widget';
import { fakeLoginResult, withAccountApi } from '../../../tests/support/fake-accounts';
import LoginForm from './login-form';
import { loadFullLogin } from './login-form.widget';

describe('login form', () => {
  // As the popup and the /login page do before drawing it (the widget's prefetch).
  beforeAll(() => loadFullLogin());

  it('R5.4 R4.3 trims username and password, stores the token and remembers only the username (R4.17)', async () => {
    const api = withAccountApi(createFakeApiClient()).on(login, () => fakeLoginResult());
    const { store } = await renderWidget(<LoginForm layout="full" showHeading={false} />, { api });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), '  player01 ');
    await user.type(screen.getByLabelText(/^Password/), ' Secret123! ');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.get(sessionAtom)?.token).toBe('fake-token-0123456789abcdefghij'));
    expect(api.calls.find((c) => c.id === 'session.login')?.input).toMatchObject({
      type: 'username',
      username: 'player01',
      password: 'Secret123!',
    });
    expect(store.get(rememberedLoginAtom)).toEqual({ username: 'player01' });
    expect(localStorage.getItem('tsr.rememberedLogin')).not.toContain('Secret');
  });

  it('R5.4 asks for username and password before calling', async () => {
    const api = withAccountApi(createFakeApiClient());
    await renderWidget(<LoginForm layout="full" showHeading={false} />, { api });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter username and password')).toBeInTheDocument();
    expect(api.calls.some((c) => c.id === 'session.login')).toBe(false);
  });

  it('R4.6 R2.41 shows the captcha when the server demands it and sends it with the next try', async () => {
    let calls = 0;
    const api = withAccountApi(createFakeApiClient()).on(login, () => {
      calls += 1;
      if (calls === 1)
        throw new CallError('BAD_CREDENTIALS', 'Wrong username or password', 401, [], { captcha: true });
      return fakeLoginResult();
    });
    await renderWidget(<LoginForm layout="full" showHeading={false} />, { api });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'bad');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong username or password')).toBeInTheDocument();
    const captcha = await screen.findByLabelText(/^Captcha/);
    await user.type(captcha, 'K7MW');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(api.calls.filter((c) => c.id === 'session.login').at(-1)?.input).toMatchObject({
      captcha: 'K7MW',
      captchaId: 'captcha-1',
    });
  });

  it('says the server is busy when the platform answers BUSY, and the next try logs in', async () => {
    let calls = 0;
    const api = withAccountApi(createFakeApiClient()).on(login, () => {
      calls += 1;
      if (calls === 1)
        throw new CallError('BUSY', 'The server is busy, please try again in a moment', 503, [], {
          retryAfterSeconds: 2,
        });
      return fakeLoginResult();
    });
    const { store } = await renderWidget(<LoginForm layout="full" showHeading={false} />, { api });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The server is busy. Please try again in a moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.get(sessionAtom)?.token).toBe('fake-token-0123456789abcdefghij'));
  });

  it('R2.39 R6.16 shows the SMS tab only with MOBILEVERCODELOGIN3', async () => {
    await renderWidget(<LoginForm layout="full" showHeading={false} />, {
      api: withAccountApi(createFakeApiClient()),
    });
    expect(screen.queryByRole('tab', { name: 'SMS code' })).not.toBeInTheDocument();
  });

  it('R2.40 R4.9 logs in by SMS: the send button counts down and refuses to send meanwhile', async () => {
    const api = withAccountApi(createFakeApiClient()).on(login, () => fakeLoginResult());
    await renderWidget(<LoginForm layout="full" showHeading={false} />, {
      api,
      bootstrap: { flags: ['MOBILEVERCODELOGIN3'] },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    await user.type(screen.getByLabelText(/^Mobile number/), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByRole('button', { name: /Resend in 1[12]\d s|Resend in 1[12]\ds/ }),
    ).toBeDisabled();
    expect(api.calls.find((c) => c.id === 'verification.smsNoLogin')?.input).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      purpose: 'login',
    });
  });

  it('R2.42 R4.8 offers free trial with FREEPLAY3 and logs in a trial account', async () => {
    const api = withAccountApi(createFakeApiClient()).on(loginFreeplay, () =>
      fakeLoginResult({ isAgent: 4, cpw: true }),
    );
    const { store } = await renderWidget(<LoginForm layout="full" showHeading={false} />, {
      api,
      bootstrap: { flags: ['FREEPLAY3'] },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Free trial' }));
    await waitFor(() => expect(store.get(sessionAtom)?.isAgent).toBe(4));
    expect(store.get(sessionAtom)?.cpw).toBe(false);
  });

  it('R4.4 opens the change-password modal that cannot be dismissed when the login must change its password', async () => {
    const api = withAccountApi(createFakeApiClient()).on(login, () => fakeLoginResult({ cpw: true }));
    const { store } = await renderWidget(<LoginForm layout="full" showHeading={false} />, { api });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'Initial123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.get(openPopupsAtom).map((p) => p.name)).toEqual(['changePassModal']));
    expect(store.get(openPopupsAtom)[0]?.params).toMatchObject({ forced: true, dismissible: false });
  });

  it('R2.42 links to forgot password and register', async () => {
    const { store } = await renderWidget(<LoginForm layout="full" showHeading={false} />, {
      api: withAccountApi(createFakeApiClient()),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(store.get(openPopupsAtom).at(-1)?.name).toBe('forgetPassModal');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(store.get(openPopupsAtom).at(-1)?.name).toBe('register');
  });
});

describe('social sign-in', () => {
  it('R2.42 shows the providers with SOCIALLOGIN3 and finishes a returning sign-in from its ticket', async () => {
    const { listSocialProviders, completeSocialLogin } = await import('../../api/endpoints');
    const api = withAccountApi(createFakeApiClient())
      .on(listSocialProviders, () => [
        { id: 'acme', name: 'Acme ID' },
        { id: 'beta', name: 'Beta Login' },
      ])
      .on(completeSocialLogin, () => fakeLoginResult({ username: 'acme12345' }));
    const { store } = await renderWidget(<LoginForm layout="full" showHeading={false} />, {
      api,
      bootstrap: { flags: ['SOCIALLOGIN3'] },
      route: '/login?socialTicket=ticket-0123456789abcdef',
    });
    expect(await screen.findByRole('button', { name: 'Sign in with Acme ID' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Beta Login' })).toBeInTheDocument();
    await waitFor(() => expect(store.get(sessionAtom)?.username).toBe('acme12345'));
    expect(api.calls.find((c) => c.id === 'social.complete')?.input).toEqual({
      ticket: 'ticket-0123456789abcdef',
    });
  });

  it('R4.12 a new player back from the provider verifies a phone by SMS code; a wrong code leaves them signed out', async () => {
    const { completeSocialSignUp } = await import('../../api/endpoints');
    let tries = 0;
    const api = withAccountApi(createFakeApiClient()).on(completeSocialSignUp, () => {
      tries += 1;
      if (tries === 1)
        throw new CallError('CODE_INVALID', 'The verification code is wrong (4 tries left)', 400, [
          { field: 'verificationCode', message: 'The verification code is wrong (4 tries left)' },
        ]);
      return fakeLoginResult({ username: 'acme12345' });
    });
    const { store } = await renderWidget(<LoginForm layout="full" showHeading={false} />, {
      api,
      bootstrap: { flags: ['SOCIALLOGIN3', 'REGMOBVERF3'] },
      route: '/login?socialSignUp=ticket-0123456789abcdef',
    });
    const step = await screen.findByRole('form', { name: 'Verify your phone to finish signing up' });
    expect(step).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Mobile number/), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.id === 'verification.smsRegister')?.input).toMatchObject({
        mobileNum: '9171234567',
      }),
    );
    await user.type(screen.getByLabelText(/^Verification code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Finish signing up' }));
    expect(
      await screen.findByText('The verification code is wrong. Please check it and try again.'),
    ).toBeInTheDocument();
    expect(store.get(sessionAtom)).toBeNull();
    await user.clear(screen.getByLabelText(/^Verification code/));
    await user.type(screen.getByLabelText(/^Verification code/), '222222');
    await user.click(screen.getByRole('button', { name: 'Finish signing up' }));
    await waitFor(() => expect(store.get(sessionAtom)?.username).toBe('acme12345'));
    expect(api.calls.filter((c) => c.id === 'social.signUp').map((c) => c.input)).toEqual([
      expect.objectContaining({
        ticket: 'ticket-0123456789abcdef',
        mobileNum: '9171234567',
        verificationCode: '111111',
      }),
      expect.objectContaining({ verificationCode: '222222' }),
    ]);
  });

  it('shows no social buttons without SOCIALLOGIN3', async () => {
    await renderWidget(<LoginForm layout="full" showHeading={false} />, {
      api: withAccountApi(createFakeApiClient()),
    });
    expect(screen.queryByText('or sign in with')).not.toBeInTheDocument();
  });

  it('the header form hands a login from a new address to the popup at its code step', async () => {
    const challenge = { ticket: 't'.repeat(32), methods: ['totp'] };
    const api = withAccountApi(createFakeApiClient())
      .on(login, () => fakeLoginResult({ token: '', challenge }))
      .on(completeLoginChallenge, () => fakeLoginResult());
    // The header's form, and the login popup as the popup host shows it when it opens.
    function LoginPopup() {
      return useAtomValue(popupOpenAtom('login')) ? <LoginForm layout="full" showHeading={false} /> : null;
    }
    const { store } = await renderWidget(
      <>
        <LoginForm layout="compact" showHeading={false} />
        <LoginPopup />
      </>,
      { api },
    );
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Username'), 'player01');
    await user.type(screen.getByPlaceholderText('Password'), 'Secret123!');
    await user.click(screen.getAllByRole('button', { name: 'Log in' })[0]!);
    const step = await screen.findByRole('form', { name: 'Verify it is you' });
    expect(screen.queryByText('Please log in again to complete verification')).toBeNull();
    await user.type(screen.getByLabelText(/^Code from your authenticator app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(store.get(sessionAtom)?.token).toBe('fake-token-0123456789abcdefghij'));
    expect(api.calls.find((c) => c.id === 'session.challenge')?.input).toMatchObject({
      ticket: challenge.ticket,
      method: 'totp',
      code: '123456',
    });
    expect(step).not.toBeInTheDocument();
  });
});
