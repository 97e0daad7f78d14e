import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSessionSettings } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import { renderWidget } from '../../../tests/support/render-widget';
import { withPlaySessionApi } from '../../../tests/support/fake-play-session';
import SessionLimits from './session-limits';

async function setup(opts: Parameters<typeof withPlaySessionApi>[1] = {}, sessionLimit = true) {
  const api = withPlaySessionApi(createFakeApiClient(), opts);
  const r = await renderWidget(<SessionLimits sessionLimit={sessionLimit} />, { api, session: {} });
  await screen.findByRole('form', { name: 'Reality checks and session time' });
  return r;
}

describe('session-limits widget', () => {
  it('saves the reality-check interval and the session limit, and shows when the session ends', async () => {
    const { api } = await setup();
    expect(screen.getAllByText('No limit').length).toBeGreaterThan(0);
    await userEvent.selectOptions(screen.getByLabelText('Reality check'), 'Every 30 minutes');
    await userEvent.selectOptions(screen.getByLabelText('Session time limit'), '2 hours');
    await userEvent.click(screen.getByRole('button', { name: 'Save session settings' }));
    expect(
      await screen.findByText('Saved. Your choices are kept for every device you log in on.'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.id === setSessionSettings.id)?.input).toEqual({
      realityCheckMinutes: 30,
      sessionLimitMinutes: 120,
    });
    expect(screen.getByText('Session ends').nextElementSibling?.textContent).not.toBe('No limit');
  });

  it('shows what was chosen before', async () => {
    await setup({ realityCheckMinutes: 45, sessionLimitMinutes: 90 });
    await expect.poll(() => (screen.getByLabelText('Reality check') as HTMLSelectElement).value).toBe('45');
    expect((screen.getByLabelText('Session time limit') as HTMLSelectElement).value).toBe('90');
  });

  it('offers nothing new when the merchant switched the tool off, and says what still holds', async () => {
    await setup({ offered: false, sessionLimitMinutes: 60 });
    expect(screen.queryByLabelText('Reality check')).toBeNull();
    expect(
      screen.getByText('This site does not offer new session settings. What you set before still holds.'),
    ).toBeInTheDocument();
  });

  it('can leave out the session limit', async () => {
    await setup({}, false);
    expect(screen.queryByLabelText('Session time limit')).toBeNull();
    expect(screen.getByLabelText('Reality check')).toBeInTheDocument();
  });
});
