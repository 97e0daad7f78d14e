import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoHelp } from '../../../tests/support/content-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import { getHelpCenter } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import { openPopupsAtom } from '../../atoms/popup';
import ResponsibleGamingGuide from './responsible-gaming-guide';

const api = () => createFakeApiClient().on(getHelpCenter, () => ({ categories: demoHelp('EN') }));

describe('responsible-gaming-guide widget', () => {
  it('describes the tools, shows the merchant’s help articles and opens the member-centre page', async () => {
    const { store } = await renderWidget(<ResponsibleGamingGuide />, { api: api(), session: {} });
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeInTheDocument();
    const tools = screen.getByRole('region', { name: 'Tools to stay in control' });
    expect(
      within(tools)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Deposit, loss and wager limits',
      'Reality checks and session time',
      'Time-out',
      'Self-exclusion',
      'Account closure',
    ]);
    // The help-centre category "responsible" of the merchant's content.
    expect(await screen.findByRole('heading', { level: 3, name: 'Help organisations' })).toBeInTheDocument();
    expect(screen.getByText(/www\.gamblingtherapy\.org/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Set limits or take a break' }));
    expect(store.get(openPopupsAtom)).toEqual([
      { name: 'memberCentre', params: { page: 'responsibleGaming' } },
    ]);
  });

  it('describes only the tools the merchant lists, and opens closure on its page', async () => {
    const { store } = await renderWidget(
      <ResponsibleGamingGuide tools={['closure']} closurePage="securityCenter" />,
      { api: api(), session: {} },
    );
    const tools = screen.getByRole('region', { name: 'Tools to stay in control' });
    expect(
      within(tools)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Account closure']);
    expect(screen.queryByRole('button', { name: 'Set limits or take a break' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(store.get(openPopupsAtom)).toEqual([{ name: 'memberCentre', params: { page: 'securityCenter' } }]);
  });

  it('says where help is when the merchant has no such articles', async () => {
    await renderWidget(<ResponsibleGamingGuide helpCategory="none-such" />, { api: api() });
    expect(
      await screen.findByText('Our customer service can tell you where to find help near you, at any time.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the help centre cannot load', async () => {
    const fake = createFakeApiClient().fail(getHelpCenter, 'UNAVAILABLE', 'down');
    await renderWidget(<ResponsibleGamingGuide />, { api: fake });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This help could not load.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
