import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoHelp } from '../../../tests/support/content-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import { getHelpCenter } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import HelpCentre, { searchHelp } from './help-centre';

const api = (language = 'EN') =>
  createFakeApiClient().on(getHelpCenter, () => ({ categories: demoHelp(language) }));

describe('help-centre widget', () => {
  it('R7.56 R2.12 shows the help centre’s categories and opens an answer', async () => {
    const fake = api();
    await renderWidget(<HelpCentre variant="page" />, { api: fake, route: '/help' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Deposits and withdrawals' }),
    ).toBeInTheDocument();
    expect(fake.calls[0]).toEqual({ id: 'content.helpCenter', input: { language: 'EN' } });
    const question = screen.getByRole('button', { name: 'How long do withdrawals take?' });
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Most withdrawals arrive within 15 minutes/)).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Help topics' });
    expect(within(toc).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '#responsible',
    );
  });

  it('finds answers by the words of a search', async () => {
    await renderWidget(<HelpCentre variant="page" />, { api: api(), route: '/help' });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'password');
    expect(await screen.findByRole('button', { name: 'I forgot my password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I deposit?' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'zzzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No answers match “zzzz”');
  });

  it('searches across accents and case', () => {
    const cats = demoHelp('VI');
    expect(searchHelp(cats, 'RUT TIEN').length).toBeGreaterThan(0);
  });

  it('R2.12 the bare variant (for /helpmc) keeps contact channels but no live-chat button', async () => {
    await renderWidget(<HelpCentre variant="bare" />, { api: api(), route: '/helpmc' });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    expect(screen.queryByRole('navigation', { name: 'Help topics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Live chat/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Telegram/ })).toHaveAttribute(
      'href',
      'https://t.me/auroraplay_support',
    );
  });

  it('speaks the player’s language', async () => {
    await renderWidget(<HelpCentre variant="page" />, { api: api('TH'), route: '/help', language: 'TH' });
    expect(await screen.findByRole('heading', { level: 2, name: 'ฝากและถอนเงิน' })).toBeInTheDocument();
  });

  it('offers a retry when the help centre could not load', async () => {
    const fake = createFakeApiClient().fail(getHelpCenter, 'UNAVAILABLE', 'down');
    await renderWidget(<HelpCentre variant="page" />, { api: fake, route: '/help' });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not load');
    fake.on(getHelpCenter, () => ({ categories: demoHelp() }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
  });
});
