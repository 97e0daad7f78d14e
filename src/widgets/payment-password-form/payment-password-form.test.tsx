import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { setPaymentPassword } from '../../api/endpoints';
import { renderWidget } from '../../../tests/support/render-widget';
import { withWithdrawApi } from '../../../tests/support/fake-cashier';
import { withProfileApi } from '../../../tests/support/fake-profile';
import PaymentPasswordForm from './payment-password-form';

const sent = (api: ReturnType<typeof createFakeApiClient>) =>
  api.calls.filter((c) => c.id === setPaymentPassword.id);

describe('payment-password-form widget', () => {
  it('R9.19 refuses weak passwords and a mismatched confirmation before sending', async () => {
    const api = withWithdrawApi(withProfileApi(createFakeApiClient()), { passwordSet: false });
    await renderWidget(<PaymentPasswordForm showTitle />, { api, session: {} });
    const next = await screen.findByLabelText('New payment password');
    for (const [typed, message] of [
      ['12345', 'The payment password is exactly 6 digits'],
      ['111111', 'Do not repeat one digit'],
      ['654321', 'Do not use a straight run such as 123456'],
    ]) {
      await userEvent.clear(next);
      await userEvent.type(next, typed as string);
      await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
      expect(await screen.findByText(message as string)).toBeInTheDocument();
    }
    await userEvent.clear(next);
    await userEvent.type(next, '246810');
    await userEvent.type(screen.getByLabelText('Confirm payment password'), '246811');
    await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(sent(api)).toHaveLength(0);
  });

  it('sets a first one with the login password, and then asks for the current one to change it', async () => {
    const api = withWithdrawApi(withProfileApi(createFakeApiClient()), { passwordSet: false });
    await renderWidget(<PaymentPasswordForm showTitle />, { api, session: {} });
    await userEvent.type(await screen.findByLabelText('Login password'), 'Secret123');
    await userEvent.type(screen.getByLabelText('New payment password'), '246810');
    await userEvent.type(screen.getByLabelText('Confirm payment password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByText('Your payment password is saved.')).toBeInTheDocument();
    expect(sent(api)[0]?.input).toEqual({
      loginPassword: 'Secret123',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(await screen.findByLabelText('Current payment password')).toBeInTheDocument();
  });
});
