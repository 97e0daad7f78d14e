import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../tests/support/render-widget';
import { withContractRequestsApi } from '../../../tests/support/fake-contract-requests';
import { createFakeApiClient } from '../../api/fake-client';
import { answerDividendRequest, getConsolidatedInfo } from '../../api/endpoints';
import { contractRequestsAtom, contractRequestsOnScreenAtom } from '../../atoms/contract-requests';
import { closePopupAtom, openPopupAtom } from '../../atoms/popup';
import ContractRequests from './contract-requests';

const render = (api = withContractRequestsApi(createFakeApiClient())) =>
  renderWidget(<ContractRequests allowLater />, { api, session: { isAgent: 2 } });

const popup = () => screen.findByRole('dialog', { name: 'Contract requests' }, { timeout: 5_000 });

describe('contract-requests widget', () => {
  it('R3.27 opens after login with one block per product type, and closes once everything is answered; the flags reload after each answer', async () => {
    const { api } = await render();
    const dialog = await popup();
    const daily = within(dialog).getByRole('region', { name: 'Daily salary' });
    const offer = within(daily).getByRole('region', { name: 'New offer for All games' });
    expect(within(offer).getByText('demoagent offers you this contract (Daily).')).toBeInTheDocument();
    expect(within(offer).getByText('Bet at least 1,000.00, 1 active: 1.00 %')).toBeInTheDocument();
    const dividend = within(dialog).getByRole('region', { name: 'Dividend' });
    expect(within(dividend).getAllByRole('region')).toHaveLength(2);

    const flagsBefore = api.calls.filter((c) => c.id === getConsolidatedInfo.id).length;
    await userEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'Daily salary' })).toBeNull());
    expect(api.calls.filter((c) => c.id === getConsolidatedInfo.id).length).toBeGreaterThan(flagsBefore);

    const ending = within(dialog).getByRole('region', { name: 'Request to end the contract for Slots' });
    expect(within(ending).getByText('demoagent asks to end this contract.')).toBeInTheDocument();
    await userEvent.click(within(ending).getByRole('button', { name: 'Confirm' }));
    const live = await within(dialog).findByRole('region', { name: 'New offer for Live casino' });
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: /Slots/ })).toBeNull());
    await userEvent.click(within(live).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contract requests' })).toBeNull());
  });

  it('R4.32 asks the higher-rate confirmation before an acceptance that ends team contracts', async () => {
    const { api } = await render();
    const dialog = await popup();
    const live = within(dialog).getByRole('region', { name: 'New offer for Live casino' });
    await userEvent.click(within(live).getByRole('button', { name: 'Accept' }));
    expect(
      within(live).getByText('Accepting ends 1 contract you gave your team at a higher rate.'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.id === answerDividendRequest.id)).toBe(false);
    await userEvent.click(within(live).getByRole('button', { name: 'Accept and end them' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('region', { name: 'New offer for Live casino' })).toBeNull(),
    );
    expect(api.calls.find((c) => c.id === answerDividendRequest.id)?.input).toEqual({
      contractId: 12,
      answer: 'accept',
      confirmEndingDownlineContracts: true,
    });
  });

  it('shows nothing when nothing waits, and waits for another popup', async () => {
    // The answer of what waits decides: once it is in and rendered, nothing more comes.
    const nothing = await render(withContractRequestsApi(createFakeApiClient(), { none: true }));
    await act(async () => expect(await nothing.store.get(contractRequestsAtom)).toEqual([]));
    // What the widget decided, whether or not the lazy dialog had loaded.
    expect(nothing.store.get(contractRequestsOnScreenAtom)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    nothing.unmount();

    const waiting = await render();
    act(() => waiting.store.set(openPopupAtom, 'login'));
    await act(async () => expect((await waiting.store.get(contractRequestsAtom)).length).toBeGreaterThan(0));
    expect(waiting.store.get(contractRequestsOnScreenAtom)).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Contract requests' })).toBeNull();
    // Requests did wait: they show once the other popup closes.
    act(() => waiting.store.set(closePopupAtom, 'login'));
    expect(await popup()).toBeInTheDocument();
  });

  it('Later closes it for this session', async () => {
    await render();
    const dialog = await popup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contract requests' })).toBeNull());
  });
});
