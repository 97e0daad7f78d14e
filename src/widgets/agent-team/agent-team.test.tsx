import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { listAgentTeam, promoteDownline, transferToDownline } from '../../api/endpoints';
import { renderWidget } from '../../../tests/support/render-widget';
import { withAgentTeamApi } from '../../../tests/support/fake-agent-team';
import AgentTeam from './agent-team';

const render = (api = withAgentTeamApi(createFakeApiClient())) =>
  renderWidget(<AgentTeam pageSize={20} allowRemark />, { api, session: { isAgent: 1 } });

describe('agent-team widget', () => {
  it('R2.81 lists the team with level, superior, balance, last login and status, and searches by username', async () => {
    const { api } = await render();
    const table = await screen.findByRole('table', { name: 'Team members' });
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(within(row('demosubdown1')).getByText('Level 2')).toBeInTheDocument();
    expect(within(row('demosubdown1')).getByText('demosubagent')).toBeInTheDocument();
    expect(within(row('demosubdown1')).getByText('1,230.25')).toBeInTheDocument();
    expect(within(row('demosubdown2')).getByText('Never')).toBeInTheDocument();
    expect(within(row('demodown2')).getByText('Disabled')).toBeInTheDocument();
    // A disabled member gets no transfer button.
    expect(within(row('demodown2')).queryByRole('button')).toBeNull();
    expect(screen.getByText('Team members', { selector: 'dt' }).nextElementSibling).toHaveTextContent('5');

    await userEvent.type(screen.getByLabelText('Username'), 'SUBDOWN');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Team members', { selector: 'dt' });
    expect(api.calls.filter((c) => c.id === listAgentTeam.id).at(-1)?.input).toMatchObject({
      search: 'SUBDOWN',
      page: 1,
    });
    expect(await screen.findAllByRole('row')).toHaveLength(3);
  });

  it('R6.9 transfers with the payment password, once for a double click, and shows the new wallet', async () => {
    const { api } = await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer to demodown1' }));
    const form = screen.getByRole('form', { name: 'Transfer to demodown1' });
    await userEvent.type(within(form).getByLabelText('Amount'), '20.50');
    await userEvent.type(within(form).getByLabelText(/^Payment password/), '246810');
    const submit = within(form).getByRole('button', { name: 'Transfer' });
    await userEvent.dblClick(submit);
    expect(await within(form).findByText('20.50 sent to demodown1.')).toBeInTheDocument();
    const keys = api.calls
      .filter((c) => c.id === transferToDownline.id)
      .map((c) => (c.input as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    const wallet = screen.getByText('Your main wallet', { selector: 'dl:not(form dl) dt' });
    await expect.poll(() => wallet.nextElementSibling?.textContent).toContain('1,979.50');
  });

  it('R6.9 refuses more than the wallet holds before asking, and shows a wrong payment password under its field', async () => {
    const { api } = await render(withAgentTeamApi(createFakeApiClient(), { available: 10_00 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer to demosubagent' }));
    const form = screen.getByRole('form', { name: 'Transfer to demosubagent' });
    await userEvent.type(within(form).getByLabelText('Amount'), '10.01');
    await userEvent.type(within(form).getByLabelText(/^Payment password/), '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(within(form).getByText('You can transfer at most 10.00')).toBeInTheDocument();
    expect(api.calls.some((c) => c.id === transferToDownline.id)).toBe(false);
    await userEvent.clear(within(form).getByLabelText('Amount'));
    await userEvent.type(within(form).getByLabelText('Amount'), '5');
    await userEvent.clear(within(form).getByLabelText(/^Payment password/));
    await userEvent.type(within(form).getByLabelText(/^Payment password/), '111222');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('The payment password is wrong')).toBeInTheDocument();
  });

  it('R2.81 makes a direct downline player an agent after asking, and offers it only where allowed', async () => {
    const { api } = await render();
    const table = await screen.findByRole('table', { name: 'Team members' });
    // A member's own row is the first to name it (later rows name it as their superior).
    const row = (name: string) => within(table).getAllByText(name)[0]?.closest('tr') as HTMLElement;
    // Agents, deeper members and disabled members get no button.
    expect(within(row('demosubagent')).queryByRole('button', { name: /an agent$/ })).toBeNull();
    expect(within(row('demosubdown1')).queryByRole('button', { name: /an agent$/ })).toBeNull();
    expect(within(row('demodown2')).queryByRole('button')).toBeNull();

    await userEvent.click(within(row('demodown1')).getByRole('button', { name: 'Make demodown1 an agent' }));
    const panel = screen.getByRole('region', { name: 'Make demodown1 an agent' });
    expect(within(panel).getByText(/They keep their player account/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.id === promoteDownline.id)).toBe(false);
    await userEvent.click(within(panel).getByRole('button', { name: 'Make agent' }));
    expect(await within(panel).findByText('demodown1 is now an agent.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.id === promoteDownline.id).map((c) => c.input)).toEqual([
      { member: 'demodown1' },
    ]);
    // The list reloads: the member now carries the Agent badge and no longer the button.
    await expect.poll(() => within(row('demodown1')).queryByText('Agent')).not.toBeNull();
    expect(within(row('demodown1')).queryByRole('button', { name: /an agent$/ })).toBeNull();
  });

  it('R2.81 an agent whose level makes no agents sees no promote button', async () => {
    await render(withAgentTeamApi(createFakeApiClient(), { canPromote: false }));
    await screen.findByRole('table', { name: 'Team members' });
    expect(screen.queryByRole('button', { name: /an agent$/ })).toBeNull();
  });

  it('shows the error with a retry', async () => {
    await render(createFakeApiClient().fail(listAgentTeam, 'NETWORK', 'down'));
    expect(await screen.findByText('Network link abnormal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
