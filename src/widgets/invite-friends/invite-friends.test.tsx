import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { getInvitedFriends, getReferral } from '../../api/endpoints';
import { renderWidget } from '../../../tests/support/render-widget';
import { fakeFriends, fakeReferral, withReferralApi } from '../../../tests/support/fake-referral';
import InviteFriends from './invite-friends';

const FLAGS = { flags: ['REFERRALPROMO3'] };

describe('invite-friends widget', () => {
  it('R2.72 shows the link, its code, a QR code and share links that load no script', async () => {
    await renderWidget(<InviteFriends pageSize={10} share={['whatsapp', 'telegram', 'email']} showQr />, {
      api: withReferralApi(createFakeApiClient()),
      session: {},
      bootstrap: FLAGS,
    });
    const link = await screen.findByLabelText('Your invitation link');
    expect(link).toHaveValue(fakeReferral.link);
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByText('R7K2M9QX')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeInTheDocument();
    const shares = within(screen.getByRole('list', { name: 'Share your link' })).getAllByRole('link');
    expect(shares).toHaveLength(3);
    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toContain(encodeURIComponent(fakeReferral.link));
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Share on E-mail' }).getAttribute('href')).toMatch(/^mailto:\?/);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('R2.72 copies the link with feedback, from the keyboard too', async () => {
    const user = userEvent.setup();
    await renderWidget(<InviteFriends pageSize={10} share={[]} showQr={false} />, {
      api: withReferralApi(createFakeApiClient()),
      session: {},
      bootstrap: FLAGS,
    });
    const copy = await screen.findByRole('button', { name: 'Copy link' });
    copy.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Link copied. Send it to your friends.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(fakeReferral.link);
  });

  it('R2.72 lists invited friends with masked names, dates, deposited and active, totals and pages', async () => {
    const user = userEvent.setup();
    const { api } = await renderWidget(<InviteFriends pageSize={10} share={[]} showQr={false} />, {
      api: withReferralApi(createFakeApiClient(), fakeFriends(12)),
      session: {},
      bootstrap: FLAGS,
    });
    const table = await screen.findByRole('table', { name: 'Friends you invited' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('fr•••01')).toBeInTheDocument();
    const summary = screen.getByText('Invited').closest('div') as HTMLElement;
    expect(within(summary).getByText('12')).toBeInTheDocument();
    expect(screen.getByText('Active (last 30 days)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('fr•••11')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const asked = api.calls.filter((c) => c.id === getInvitedFriends.id).map((c) => c.input);
    expect(asked.at(-1)).toEqual({ page: 2, pageSize: 10 });
  });

  it('says what to do when nobody has joined yet', async () => {
    await renderWidget(<InviteFriends pageSize={10} share={[]} showQr={false} />, {
      api: withReferralApi(createFakeApiClient(), []),
      session: {},
      bootstrap: FLAGS,
    });
    expect(await screen.findByText('No friends have joined yet')).toBeInTheDocument();
    expect(
      screen.getByText('Share your link: friends who register through it appear here.'),
    ).toBeInTheDocument();
  });

  it('shows the loading state, then an error with a retry that works', async () => {
    const user = userEvent.setup();
    const api = createFakeApiClient().hang(getReferral).fail(getInvitedFriends, 'NETWORK', 'offline');
    await renderWidget(<InviteFriends pageSize={10} share={[]} showQr={false} />, {
      api,
      session: {},
      bootstrap: FLAGS,
    });
    expect(screen.getByRole('status', { name: 'Loading your link' })).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Network link abnormal')).toBeInTheDocument();
    withReferralApi(api);
    await user.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Friends you invited' })).toBeInTheDocument(),
    );
  });
});
