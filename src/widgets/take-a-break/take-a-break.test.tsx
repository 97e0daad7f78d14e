import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { takeBreak } from '../../api/endpoints';
import { sessionAtom } from '../../atoms/session';
import { renderWidget } from '../../../tests/support/render-widget';
import { withProtectionApi } from '../../../tests/support/fake-protection';
import TakeABreak from './take-a-break';

async function setup(opts: Parameters<typeof withProtectionApi>[1] = {}) {
  const api = withProtectionApi(createFakeApiClient(), opts);
  const r = await renderWidget(<TakeABreak timeOut selfExclusion />, { api, session: {} });
  await screen.findByRole('form', { name: 'Take a break' });
  return r;
}

describe('take-a-break widget', () => {
  it('starts a self-exclusion only once the member confirms it cannot be undone, and ends the session here', async () => {
    const { api, store } = await setup();
    await userEvent.selectOptions(screen.getByLabelText('How long'), 'Self-exclusion: 6 months');
    await userEvent.click(screen.getByRole('button', { name: 'Start my break now' }));
    expect(
      await screen.findByText('Please confirm that you understand it cannot be undone'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.id === takeBreak.id)).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: /cannot be undone before it ends/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Start my break now' }));
    await expect.poll(() => store.get(sessionAtom)).toBeNull();
    expect(api.calls.find((c) => c.id === takeBreak.id)?.input).toEqual({
      kind: 'self-exclusion',
      period: '6m',
      understood: true,
    });
  });

  it('asks how long first', async () => {
    await setup();
    await userEvent.click(screen.getByRole('button', { name: 'Start my break now' }));
    expect(await screen.findByText('Please choose how long')).toBeInTheDocument();
  });

  it('offers only what the merchant leaves on', async () => {
    await setup({ tools: { selfExclusion: false } });
    const options = [...(screen.getByLabelText('How long') as HTMLSelectElement).options].map((o) => o.text);
    expect(options).toContain('Time-out: 6 weeks');
    expect(options.some((o) => o.startsWith('Self-exclusion'))).toBe(false);
  });
});
