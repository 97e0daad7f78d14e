import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@schemas/api/ops/ops-endpoint';
import { activateLanguage } from '../../i18n/activate-language';
import type { FakeApiClient } from '../../api/fake-client';
import { opsMemberDetail, opsMemberSearch, opsSignIn, opsSignOut } from '../api/endpoints';
import { SAMPLE_DETAIL, SAMPLE_HITS, SAMPLE_SESSION } from '../testing/back-office-fixture';
import { renderBackOffice } from '../testing/render-back-office';

const renderApp = (api: (api: FakeApiClient) => void, signedIn = false) =>
  renderBackOffice(api, signedIn ? SAMPLE_SESSION : null);

beforeEach(async () => {
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  await activateLanguage('EN');
});

describe('the back office app', () => {
  it('signs in with username, password and authenticator code, finds a member and opens their page', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) =>
      api
        .on(opsSignIn, () => SAMPLE_SESSION)
        .on(opsMemberSearch, () => ({ items: SAMPLE_HITS }))
        .on(opsMemberDetail, () => SAMPLE_DETAIL)
        .on(opsSignOut, () => ({ signedOut: true })),
    );
    await user.type(screen.getByLabelText(/Username/), ' alice ');
    await user.type(screen.getByLabelText(/^Password/), 'Operator-pass-1');
    await user.type(screen.getByLabelText(/Authenticator code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(calls().calls[0]).toEqual({
      id: 'backOffice.signIn',
      input: { username: 'alice', password: 'Operator-pass-1', code: '123456' },
    });
    expect(await screen.findByText('alice')).toBeTruthy();
    // Kept for this tab only.
    expect(sessionStorage.getItem('tsr-back-office-session')).toContain(SAMPLE_SESSION.token);

    await user.type(screen.getByRole('searchbox'), 'player1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(within(table).getByRole('button', { name: 'player1' }));
    expect(await screen.findByRole('heading', { name: 'player1' })).toBeTruthy();
    expect(screen.getAllByText('1,234.56 USD').length).toBeGreaterThan(0);
    expect(calls().calls).toContainEqual({ id: 'backOffice.memberDetail', input: { id: 41 } });

    await user.click(screen.getByRole('button', { name: '← Back to search' }));
    expect(screen.getByRole('heading', { name: 'Members' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(sessionStorage.getItem('tsr-back-office-session')).toBe('null');
  });

  it('gives each screen and a member’s page an address: a reload opens it again, and back returns to the screen before', async () => {
    const user = userEvent.setup();
    const api = (fake: FakeApiClient) => fake.on(opsMemberDetail, () => SAMPLE_DETAIL);
    renderApp(api, true);
    const nav = () => screen.getByRole('navigation', { name: 'Back office' });
    expect(location.hash).toBe('#/members');
    await user.click(within(nav()).getByRole('button', { name: 'Audit log' }));
    expect(location.hash).toBe('#/audit');
    cleanup();

    // Arriving on a member's address (a reload, a link) opens that member's page.
    history.replaceState(null, '', '/#/members/41');
    renderApp(api, true);
    expect(await screen.findByRole('heading', { name: 'player1' })).toBeTruthy();
    expect(location.hash).toBe('#/members/41');
    await user.click(within(nav()).getByRole('button', { name: 'Audit log' }));
    expect(within(nav()).getByRole('button', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    history.back();
    expect(await screen.findByRole('heading', { name: 'player1' })).toBeTruthy();
    await waitFor(() => expect(location.hash).toBe('#/members/41'));
  });

  it('a locked account is told so, and the code field is cleared for a new code', async () => {
    const user = userEvent.setup();
    renderApp((api) => api.fail(opsSignIn, 'TOO_MANY_ATTEMPTS', 'Too many wrong sign-ins'));
    await user.type(screen.getByLabelText(/Username/), 'alice');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.type(screen.getByLabelText(/Authenticator code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many wrong sign-ins: this account is locked for a while. Try again later.',
    );
    expect((screen.getByLabelText(/Authenticator code/) as HTMLInputElement).value).toBe('');
  });

  it('a search without a match says so; one the role may not make says that', async () => {
    const user = userEvent.setup();
    renderApp((api) => api.on(opsMemberSearch, () => ({ items: [] })), true);
    await user.type(screen.getByRole('searchbox'), 'nobody{Enter}');
    expect(await screen.findByText('No member matches')).toBeTruthy();
  });

  it('offers each role the screens its calls allow, and a role without Members lands on its first screen', () => {
    const navOf = (role: OperatorRole) => {
      renderBackOffice(() => undefined, {
        ...SAMPLE_SESSION,
        operator: { ...SAMPLE_SESSION.operator, role },
      });
      const items = within(screen.getByRole('navigation', { name: 'Back office' }))
        .getAllByRole('button')
        .map((b) => `${b.textContent ?? ''}${b.getAttribute('aria-current') === 'page' ? '*' : ''}`);
      cleanup();
      return items;
    };
    expect(navOf('owner')).toEqual([
      'Members*',
      'Deposits',
      'Withdrawals',
      'Approvals',
      'Promotions',
      'Point mall',
      'Point-mall items',
      'Feedback',
      'Announcements',
      'Banners',
      'Chat room',
      'Site studio',
      'Audit log',
      'Reports',
    ]);
    expect(navOf('finance')).toEqual([
      'Members*',
      'Deposits',
      'Withdrawals',
      'Approvals',
      'Promotions',
      'Point mall',
      'Point-mall items',
      'Reports',
    ]);
    expect(navOf('content')).toEqual([
      'Promotions*',
      'Point mall',
      'Point-mall items',
      'Feedback',
      'Announcements',
      'Banners',
      'Chat room',
      'Site studio',
    ]);
    expect(navOf('support')).toEqual(['Members*', 'Feedback', 'Announcements', 'Banners', 'Chat room']);
    expect(navOf('read-only')).toEqual([
      'Members*',
      'Promotions',
      'Point mall',
      'Point-mall items',
      'Feedback',
      'Announcements',
      'Banners',
      'Chat room',
      'Audit log',
      'Reports',
    ]);
  });
});
