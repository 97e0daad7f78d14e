import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { forgotPasswordByEmail, resetPasswordByEmail, resetPasswordByPhone } from '../../api/endpoints';
import { countdownEnd } from '../../atoms/code-countdown';
import { currentDialogAtom } from '../../atoms/dialog';
import { sessionAtom } from '../../atoms/session';
import { renderWidget } from '../../../tests/support/render-widget';
import { fakeLoginResult, withAccountApi } from '../../../tests/support/fake-accounts';
import ForgotPasswordForm from './forgot-password-form';

describe('forgot password form', () => {
  it('R2.48 R7.13 R4.13 sends username and e-mail and confirms with in_been_out', async () => {
    const api = withAccountApi(createFakeApiClient()).on(forgotPasswordByEmail, () => ({}));
    const { store } = await renderWidget(<ForgotPasswordForm afterResetRoute="/" />, { api });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), ' player01 ');
    await user.type(screen.getByLabelText(/^E-mail/), 'player01@mail.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(store.get(currentDialogAtom)?.text).toMatch(/check your inbox/));
    expect(api.calls.find((c) => c.id === 'member.passwordEmail')?.input).toEqual({
      username: 'player01',
      email: 'player01@mail.test',
    });
  });

  it('R5.12 checks the e-mail rule before calling', async () => {
    const api = withAccountApi(createFakeApiClient());
    await renderWidget(<ForgotPasswordForm afterResetRoute="/" />, { api });
    const user = userEvent.setup();
    await screen.findByLabelText(/^E-mail/);
    await waitFor(() => expect(api.calls.some((c) => c.id === 'registration.validation')).toBe(true));
    await user.type(screen.getByLabelText(/^Username/), 'player01');
    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.id === 'member.passwordEmail')).toBe(false);
  });

  it('R2.49 offers the phone method only with CHNGPASSVERIF3', async () => {
    await renderWidget(<ForgotPasswordForm afterResetRoute="/" />, {
      api: withAccountApi(createFakeApiClient()),
    });
    expect(screen.queryByRole('tab', { name: 'By mobile number' })).not.toBeInTheDocument();
  });

  it('R7.18 R4.14 resets by mobile + SMS code + new password, then is logged in', async () => {
    const api = withAccountApi(createFakeApiClient()).on(resetPasswordByPhone, () => fakeLoginResult());
    const { store } = await renderWidget(<ForgotPasswordForm afterResetRoute="/" />, {
      api,
      bootstrap: { flags: ['CHNGPASSVERIF3'] },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'By mobile number' }));
    await user.type(screen.getByLabelText(/^Mobile number/), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.type(screen.getByLabelText(/^New password/), 'Brand1234');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Brand1234');
    await user.click(screen.getByRole('button', { name: 'Reset and log in' }));
    await waitFor(() => expect(store.get(sessionAtom)?.token).toBeTruthy());
    expect(api.calls.find((c) => c.id === 'verification.smsNoLogin')?.input).toMatchObject({
      purpose: 'reset',
    });
  });

  it('finishes the e-mailed link: new password, then logged in', async () => {
    const api = withAccountApi(createFakeApiClient()).on(resetPasswordByEmail, () => fakeLoginResult());
    const { store } = await renderWidget(<ForgotPasswordForm afterResetRoute="/" />, {
      api,
      route: '/login?resetToken=abcdefghijklmnopqrstuvwxyz012345',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'Brand1234');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Brand1234');
    await user.click(screen.getByRole('button', { name: 'Save and log in' }));
    await waitFor(() => expect(store.get(sessionAtom)?.token).toBeTruthy());
  });
});

describe('countdown', () => {
  it('R4.9 R4.10 counts expiredMinutes x 60 s, less half the round trip on forgot password', () => {
    expect(countdownEnd(2, 1_000_000)).toBe(1_120_000);
    expect(countdownEnd(2, 1_000_000, 400)).toBe(1_119_800);
    expect(countdownEnd(0, 1_000_000)).toBe(1_060_000);
  });
});
