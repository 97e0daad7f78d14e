import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTER_RULES } from '@schemas/api/registration-defaults';
import { CallError } from '../../api/call-error';
import { ruleHelperText } from '../../i18n/field-rule-text';
import { createFakeApiClient } from '../../api/fake-client';
import { createRegistrationLink, deleteRegistrationLink, registerDownline } from '../../api/endpoints';
import { renderWidget } from '../../../tests/support/render-widget';
import { withAgentRegistrationApi } from '../../../tests/support/fake-agent-registration';
import AgentRegistration from './agent-registration';

const render = (
  flags = ['DIRECTREG3', 'AFFILIATE3'],
  api = withAgentRegistrationApi(createFakeApiClient()),
) => renderWidget(<AgentRegistration qrSize={120} />, { api, session: { isAgent: 1 }, bootstrap: { flags } });

describe('agent-registration widget', () => {
  it('R2.80 R6.17 registers a direct downline as a sub-agent, and shows a taken name under its field', async () => {
    const { api } = await render();
    const form = screen.getByRole('form', { name: 'Register a downline' });
    await within(form).findByRole('option', { name: 'Sub-agent' });
    await userEvent.selectOptions(within(form).getByLabelText('Account type'), 'agent');
    await userEvent.type(within(form).getByLabelText('Username'), 'newsub01');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(within(form).getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(
      await within(form).findByText('Sub-agent newsub01 is registered in your team.'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.id === registerDownline.id)?.input).toEqual({
      username: 'newsub01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      type: 'agent',
    });
    await userEvent.type(within(form).getByLabelText('Username'), 'demodown1');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(within(form).getByLabelText(/^Confirm password/), 'Secret12');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(within(form).getByText('The two passwords do not match')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Confirm password/), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByText('This username is already taken')).toBeInTheDocument();
  });

  it('R2.80 R5.9 says the site’s username and password rules under their fields and refuses a short name before asking', async () => {
    const { api } = await render();
    const form = screen.getByRole('form', { name: 'Register a downline' });
    const username = within(form).getByLabelText('Username');
    const helper = document.getElementById(username.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(helper).toBe(
      ruleHelperText({ ...DEFAULT_REGISTER_RULES.username, enabled: true, required: true }),
    );
    const rule = { ...DEFAULT_REGISTER_RULES.password, enabled: true, required: true };
    expect(within(form).getByText(ruleHelperText(rule))).toBeInTheDocument();
    await userEvent.type(username, 'ab');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(within(form).getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.id === registerDownline.id)).toBe(false);
  });

  it('R2.80 lists links with code, address, QR code, rebates and registrations, creates and deletes one', async () => {
    const { api } = await render();
    const list = await screen.findByRole('list', { name: 'Your registration links' });
    const card = within(list).getByRole('listitem', { name: 'Link LAGNT7QX' });
    expect(within(card).getByRole('img', { name: 'QR code of link LAGNT7QX' })).toBeInTheDocument();
    expect(within(card).getByText(/\/register\?affiliateCode=LAGNT7QX$/)).toBeInTheDocument();
    expect(within(card).getByText(/1\.50 %/)).toBeInTheDocument();
    expect(within(card).getByText(/Registrations: 1/)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'New registration link' });
    await userEvent.selectOptions(within(form).getByLabelText('Registers'), 'agent');
    const live = within(form).getAllByRole('textbox')[0] as HTMLElement;
    await userEvent.type(live, '3.01');
    await userEvent.click(within(form).getByRole('button', { name: 'Create link' }));
    expect(live).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.id === createRegistrationLink.id)).toBe(false);
    await userEvent.clear(live);
    await userEvent.type(live, '1.2');
    await userEvent.click(within(form).getByRole('button', { name: 'Create link' }));
    expect(await within(list).findByRole('listitem', { name: 'Link LNEW0003' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.id === createRegistrationLink.id)?.input).toMatchObject({
      type: 'agent',
      rebates: { LIVE: 120 },
    });

    const old = within(list).getByRole('listitem', { name: 'Link LPLYR4KM' });
    await userEvent.click(within(old).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(old).getByRole('button', { name: 'Delete link LPLYR4KM' }));
    await expect.poll(() => within(list).queryByRole('listitem', { name: 'Link LPLYR4KM' })).toBeNull();
    expect(api.calls.find((c) => c.id === deleteRegistrationLink.id)?.input).toEqual({ id: 1 });
  });

  it('R2.81 an agent at the site’s last agent level is offered players only, in direct registration and in new links', async () => {
    const { api } = await render(
      ['DIRECTREG3', 'AFFILIATE3'],
      withAgentRegistrationApi(createFakeApiClient(), { canMakeAgents: false }),
    );
    const linkForm = await screen.findByRole('form', { name: 'New registration link' });
    expect(within(linkForm).getByRole('option', { name: 'Players' })).toBeInTheDocument();
    expect(within(linkForm).queryByRole('option', { name: 'Sub-agents' })).toBeNull();
    await userEvent.click(within(linkForm).getByRole('button', { name: 'Create link' }));
    await screen.findByRole('listitem', { name: 'Link LNEW0003' });
    expect(api.calls.find((c) => c.id === createRegistrationLink.id)?.input).toMatchObject({
      type: 'player',
    });

    const form = screen.getByRole('form', { name: 'Register a downline' });
    expect(within(form).getByRole('option', { name: 'Player' })).toBeInTheDocument();
    expect(within(form).queryByRole('option', { name: 'Sub-agent' })).toBeNull();
  });

  it('R2.81 a refusal for the agent’s level reads the translated text by its code', async () => {
    const api = withAgentRegistrationApi(createFakeApiClient()).on(registerDownline, () => {
      throw new CallError(
        'AGENT_LEVEL_LIMIT',
        'Agents at your level cannot make agents: this site has 2 agent levels',
        403,
        [{ field: 'type', message: 'cannot register an agent at your level' }],
      );
    });
    await render(['DIRECTREG3'], api);
    const form = screen.getByRole('form', { name: 'Register a downline' });
    await within(form).findByRole('option', { name: 'Sub-agent' });
    await userEvent.selectOptions(within(form).getByLabelText('Account type'), 'agent');
    await userEvent.type(within(form).getByLabelText('Username'), 'newsub02');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(within(form).getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByText('Agents at your level cannot make agents.')).toBeInTheDocument();
  });

  it('shows only what the merchant’s flags open', async () => {
    await render(['DIRECTREG3']);
    expect(screen.getByRole('form', { name: 'Register a downline' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Registration links' })).toBeNull();
  });

  it('says so when neither is open', async () => {
    await render([]);
    expect(screen.getByText('Registration is not open to agents on this site')).toBeInTheDocument();
  });
});
