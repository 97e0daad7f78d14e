import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { listAgentContracts, offerAgentContract } from '../../api/endpoints';
import { renderWidget } from '../../../tests/support/render-widget';
import { withAgentContractsApi } from '../../../tests/support/fake-agent-contracts';
import AgentContracts from './agent-contracts';

const render = (
  kind: 'dividend' | 'dailySalary' = 'dividend',
  api = withAgentContractsApi(createFakeApiClient()),
) => renderWidget(<AgentContracts kind={kind} allowOffer />, { api, session: { isAgent: 1 } });

describe('agent-contracts widget', () => {
  it('R2.86 R4.31 shows the agent’s own dividend and the one it gave, with tiers and states', async () => {
    await render();
    const own = await screen.findByRole('table', { name: 'Your contracts' });
    expect(within(own).getByText('topagent')).toBeInTheDocument();
    expect(within(own).getByText('Bet 1,000.00, net loss 100.00, 1 active: 30.00 %')).toBeInTheDocument();
    const given = screen.getByRole('table', { name: 'Contracts you gave' });
    const row = within(given).getByText('demosubagent').closest('tr') as HTMLElement;
    expect(within(row).getByText('Accepted')).toBeInTheDocument();
    expect(within(row).getByText('Weekly')).toBeInTheDocument();
    expect(within(row).getAllByRole('listitem')).toHaveLength(2);
  });

  it('R2.86 lists every settled period, paid to the team and received from the upline', async () => {
    await render();
    const table = await screen.findByRole('table', { name: 'Settlements' });
    const paid = within(table).getByText('Paid to demosubagent').closest('tr') as HTMLElement;
    expect(within(paid).getByText('-300.00')).toBeInTheDocument();
    expect(within(paid).getByText('20.00 %')).toBeInTheDocument();
    const received = within(table).getByText('From topagent').closest('tr') as HTMLElement;
    expect(within(received).getByText('600.00')).toBeInTheDocument();
  });

  it('R6.8 offers increasing tiers to a direct member; the new offer waits in the list', async () => {
    const { api } = await render();
    const form = await screen.findByRole('form', { name: 'Offer a Dividend contract' });
    await userEvent.type(within(form).getByLabelText('Direct member'), 'demosubagent');
    await userEvent.selectOptions(within(form).getByLabelText('Game type'), 'LIVE');
    await userEvent.type(within(form).getByLabelText('Minimum bet'), '500');
    await userEvent.clear(within(form).getByLabelText('Net loss at least'));
    await userEvent.type(within(form).getByLabelText('Net loss at least'), '50');
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '12.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(
      await within(form).findByText('Offer sent to demosubagent. It waits for their answer.'),
    ).toBeInTheDocument();
    const sent = api.calls.find((c) => c.id === offerAgentContract.id)?.input;
    expect(sent).toMatchObject({
      member: 'demosubagent',
      kind: 'dividend',
      product: 'LIVE',
      period: 'D',
      rateType: 'percent',
      tiers: [{ minBet: 500_00, netLoss: 50_00, activeMembers: 1, rate: 1250 }],
    });
    const given = screen.getByRole('table', { name: 'Contracts you gave' });
    expect(await within(given).findByText('Waiting for an answer')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.id === listAgentContracts.id).length).toBeGreaterThan(1);
  });

  it('refuses a tier table that does not increase before asking, naming the tier field', async () => {
    const { api } = await render('dailySalary');
    const form = await screen.findByRole('form', { name: 'Offer a Daily salary contract' });
    await userEvent.type(within(form).getByLabelText('Direct member'), 'demosubagent');
    await userEvent.type(within(form).getByLabelText('Bet volume at least'), '1000');
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
    const second = within(form).getByRole('group', { name: 'Tier 2' });
    await userEvent.type(within(second).getByLabelText('Bet volume at least'), '900');
    await userEvent.type(within(second).getByLabelText('Rate (%)'), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(within(second).getByText('Must be above the tier before')).toBeInTheDocument();
    expect(api.calls.some((c) => c.id === offerAgentContract.id)).toBe(false);
  });

  it('shows the platform’s refusal of a rate above the agent’s own under that rate', async () => {
    await render();
    const form = await screen.findByRole('form', { name: 'Offer a Dividend contract' });
    await userEvent.type(within(form).getByLabelText('Direct member'), 'demosubagent');
    await userEvent.type(within(form).getByLabelText('Minimum bet'), '500');
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '40');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByText('Must not be above your own rate')).toBeInTheDocument();
  });

  it('R4.31 asks to end a running contract; it shows as ending requested', async () => {
    await render();
    const given = await screen.findByRole('table', { name: 'Contracts you gave' });
    await userEvent.click(
      within(given).getByRole('button', { name: 'Ask to end the contract with demosubagent' }),
    );
    expect(await within(given).findByText('Ending requested')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    await render('dividend', createFakeApiClient().fail(listAgentContracts, 'NETWORK', 'down'));
    expect(await screen.findByText('Network link abnormal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
