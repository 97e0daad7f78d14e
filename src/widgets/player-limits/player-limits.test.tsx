import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { setPlayerLimit } from '../../api/endpoints';
import { renderWidget } from '../../../tests/support/render-widget';
import { withProtectionApi } from '../../../tests/support/fake-protection';
import PlayerLimits from './player-limits';

const HOUR = 3600_000;

async function setup(opts: Parameters<typeof withProtectionApi>[1] = {}) {
  const api = withProtectionApi(createFakeApiClient(), opts);
  const r = await renderWidget(<PlayerLimits kinds={['deposit', 'loss', 'wager']} />, { api, session: {} });
  await screen.findByRole('region', { name: 'Deposit limit' });
  return r;
}

describe('player-limits widget', () => {
  it('sets a limit that holds at once, and shows what counted and when it starts again', async () => {
    const { api } = await setup({ depositLimit: 200_00 });
    const deposit = screen.getByRole('region', { name: 'Deposit limit' });
    expect(within(deposit).getByText('200.00')).toBeInTheDocument();
    expect(within(deposit).getByText(/Counted 25\.00; starts again on/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Limit'), 'Loss limit');
    await userEvent.selectOptions(screen.getByLabelText('Period'), '7 days');
    await userEvent.type(screen.getByLabelText('Amount'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Your limit of 150.00 holds from now.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.id === setPlayerLimit.id)?.input).toEqual({
      kind: 'loss',
      period: 'week',
      amount: '150',
    });
    expect(
      within(screen.getByRole('region', { name: 'Loss limit' })).getByText('150.00'),
    ).toBeInTheDocument();
  });

  it('a raise waits: the current limit holds, and confirming early says until when', async () => {
    await setup({ depositLimit: 100_00 });
    await userEvent.type(screen.getByLabelText('Amount'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText(/A raise or removal waits 24 hours/)).toBeInTheDocument();
    const deposit = screen.getByRole('region', { name: 'Deposit limit' });
    expect(within(deposit).getByText('100.00')).toBeInTheDocument();
    expect(within(deposit).getByText(/Raise to 500\.00 asked for/)).toBeInTheDocument();
    await userEvent.click(within(deposit).getByRole('button', { name: 'Confirm change' }));
    expect(await within(deposit).findByText(/The 24-hour wait is not over/)).toBeInTheDocument();
    await userEvent.click(within(deposit).getByRole('button', { name: 'Keep current limit' }));
    expect(within(deposit).queryByText(/Raise to 500\.00 asked for/)).not.toBeInTheDocument();
  });

  it('after the wait the member confirms the raise', async () => {
    let t = Date.parse('2026-11-26T08:00:00Z');
    await setup({ depositLimit: 100_00, now: () => t });
    await userEvent.type(screen.getByLabelText('Amount'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    const deposit = screen.getByRole('region', { name: 'Deposit limit' });
    await within(deposit).findByText(/Raise to 500\.00 asked for/);
    t += 24 * HOUR + 1;
    await userEvent.click(within(deposit).getByRole('button', { name: 'Confirm change' }));
    expect(await within(deposit).findByText('500.00')).toBeInTheDocument();
  });

  it('refuses a bad amount before sending', async () => {
    const { api } = await setup();
    await userEvent.type(screen.getByLabelText('Amount'), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Use at most 2 decimals')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.id === setPlayerLimit.id)).toHaveLength(0);
  });

  it('when the merchant switched limits off, no form is offered but limits set before show', async () => {
    await setup({ tools: { limits: false }, depositLimit: 100_00 });
    expect(
      screen.getByText('This site does not offer new limits. Limits you set before still hold.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save limit' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Deposit limit' })).getByText('100.00'),
    ).toBeInTheDocument();
  });
});
