import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import { createFakeApiClient } from '../../api/fake-client';
import { changePassword } from '../../api/endpoints';
import { pendingOldPasswordAtom } from '../../atoms/auth';
import { openPopupAtom } from '../../atoms/popup';
import { sessionAtom } from '../../atoms/session';
import { renderWidget } from '../../../tests/support/render-widget';
import { fakeLoginResult, withAccountApi } from '../../../tests/support/fake-accounts';
import ChangePasswordForm from './change-password-form';

describe('change password form', () => {
  it('R3.11 R7.10 sends old, new and confirmation; a fresh session replaces the old one', async () => {
    const api = withAccountApi(createFakeApiClient()).on(changePassword, () =>
      fakeLoginResult({ token: 'new-token-0123456789abcdefghij' }),
    );
    const { store } = await renderWidget(<ChangePasswordForm showTitle />, { api, session: {} });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), 'Old12345');
    await user.type(screen.getByLabelText(/^New password/), 'Brand1234');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Brand1234');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(store.get(sessionAtom)?.token).toBe('new-token-0123456789abcdefghij'));
    expect(api.calls.find((c) => c.id === 'member.password')?.input).toEqual({
      oldPassword: 'Old12345',
      newPassword: 'Brand1234',
      confirmNewPassword: 'Brand1234',
    });
    expect(await screen.findByText(/password has been changed/)).toBeInTheDocument();
  });

  it('R5.13 applies the password rule and the confirmation', async () => {
    const api = withAccountApi(createFakeApiClient());
    await renderWidget(<ChangePasswordForm showTitle={false} />, { api, session: {} });
    await waitFor(() => expect(api.calls.some((c) => c.id === 'registration.validation')).toBe(true));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), 'Old12345');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('8-64 letters, digits or symbols')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(api.calls.some((c) => c.id === 'member.password')).toBe(false);
  });

  it('R2.54 R4.7 the forced change hides oldPassword while the login password is in memory', async () => {
    const api = withAccountApi(createFakeApiClient()).on(changePassword, () => fakeLoginResult());
    const { store } = await renderWidget(<ChangePasswordForm showTitle={false} />, {
      api,
      session: { cpw: true },
    });
    store.set(pendingOldPasswordAtom, 'Initial123');
    store.set(openPopupAtom, { name: 'changePassModal', params: { forced: true, dismissible: false } });
    await waitFor(() => expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'Brand1234');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Brand1234');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(store.get(sessionAtom)?.cpw).toBe(false));
    expect(api.calls.find((c) => c.id === 'member.password')?.input).toMatchObject({
      oldPassword: 'Initial123',
    });
    expect(store.get(pendingOldPasswordAtom)).toBeNull();
  });

  it('R2.54 shows oldPassword in the forced change when nothing is in memory (after a reload)', async () => {
    const { store } = await renderWidget(<ChangePasswordForm showTitle={false} />, {
      api: withAccountApi(createFakeApiClient()),
      session: { cpw: true },
    });
    store.set(openPopupAtom, { name: 'changePassModal', params: { forced: true, dismissible: false } });
    expect(await screen.findByLabelText(/^Current password/)).toBeInTheDocument();
  });

  it('shows a wrong old password under its field', async () => {
    const api = withAccountApi(createFakeApiClient()).on(changePassword, () => {
      throw new CallError('BAD_CREDENTIALS', 'wrong', 400, [{ field: 'oldPassword', message: 'wrong' }]);
    });
    await renderWidget(<ChangePasswordForm showTitle={false} />, { api, session: {} });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), 'Nope1234');
    await user.type(screen.getByLabelText(/^New password/), 'Brand1234');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Brand1234');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password is wrong')).toBeInTheDocument();
  });
});
