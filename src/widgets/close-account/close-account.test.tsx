import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import { createFakeApiClient } from '../../api/fake-client';
import { closeAccount } from '../../api/endpoints';
import { memberCentrePageAtom } from '../../atoms/member-centre';
import { sessionAtom } from '../../atoms/session';
import { renderWidget } from '../../../tests/support/render-widget';
import CloseAccount from './close-account';

async function setup(answer: () => { closedAt: string } = () => ({ closedAt: '2026-11-26T09:00:00Z' })) {
  const api = createFakeApiClient().on(closeAccount, answer);
  const r = await renderWidget(<CloseAccount offerSelfExclusion />, { api, session: {} });
  await userEvent.click(screen.getByRole('button', { name: 'Close my account…' }));
  return r;
}

describe('close-account widget', () => {
  it('closes only with a reason, the password and the confirmation, then forgets the session', async () => {
    const { api, store } = await setup();
    await userEvent.click(screen.getByRole('button', { name: 'Close my account now' }));
    expect(await screen.findByText('Please tell us why you are leaving')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.id === closeAccount.id)).toHaveLength(0);
    await userEvent.selectOptions(screen.getByLabelText('Why are you leaving?'), 'I play on another site');
    await userEvent.type(screen.getByLabelText('Login password'), 'Secret123!');
    await userEvent.click(screen.getByRole('checkbox', { name: /cannot use this account again/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Close my account now' }));
    await expect.poll(() => store.get(sessionAtom)).toBeNull();
    expect(api.calls.find((c) => c.id === closeAccount.id)?.input).toEqual({
      password: 'Secret123!',
      reason: 'other-site',
      understood: true,
    });
  });

  it('points a member leaving because of gambling to self-exclusion', async () => {
    const { store } = await setup();
    await userEvent.selectOptions(
      screen.getByLabelText('Why are you leaving?'),
      'I spend too much money gambling',
    );
    await userEvent.click(screen.getByRole('button', { name: 'See self-exclusion' }));
    expect(store.get(memberCentrePageAtom)).toBe('responsibleGaming');
  });

  it('asks for a note with "another reason" and shows a wrong password under the field', async () => {
    await setup(() => {
      throw new CallError('BAD_CREDENTIALS', 'wrong', 400, [{ field: 'password', message: 'wrong' }]);
    });
    await userEvent.selectOptions(screen.getByLabelText('Why are you leaving?'), 'Another reason');
    await userEvent.type(screen.getByLabelText('Login password'), 'Nope1234!');
    await userEvent.click(screen.getByRole('checkbox', { name: /cannot use this account again/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Close my account now' }));
    expect(await screen.findByText('Please tell us why in a few words')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Tell us more'), 'Moving abroad');
    await userEvent.click(screen.getByRole('button', { name: 'Close my account now' }));
    expect(await screen.findByText('The password is wrong')).toBeInTheDocument();
  });
});
