import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../tests/support/render-widget';
import { createFakeApiClient } from '../../api/fake-client';
import { SelfCheck } from './self-check';
import { selfCheckBand, SELF_CHECK_QUESTIONS, type SelfCheckAnswer } from './self-check-scoring';

const all = (a: SelfCheckAnswer) => Object.fromEntries(SELF_CHECK_QUESTIONS.map((q) => [q, a]));

describe('gambling self-check', () => {
  it('scores as the severity index does: 0 none, 1-2 low, 3-7 moderate, 8 or more high', () => {
    expect(selfCheckBand(all(0))).toBe('none');
    expect(selfCheckBand({ ...all(0), affordable: 2 })).toBe('low');
    expect(selfCheckBand({ ...all(0), affordable: 3 })).toBe('moderate');
    expect(selfCheckBand({ ...all(0), affordable: 3, larger: 3, chasing: 1 })).toBe('moderate');
    expect(selfCheckBand({ ...all(0), affordable: 3, larger: 3, chasing: 2 })).toBe('high');
    expect(selfCheckBand(all(3))).toBe('high');
  });

  it('asks for every answer before a result, names how many are left and focuses the first', async () => {
    await renderWidget(<SelfCheck />, { api: createFakeApiClient() });
    const form = screen.getByRole('form', { name: 'Gambling self-check' });
    const groups = within(form).getAllByRole('group');
    expect(groups).toHaveLength(9);
    await userEvent.click(within(groups[0] as HTMLElement).getByRole('radio', { name: 'Never' }));
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(screen.getByText('Answer every question to see your result (8 left).')).toBeInTheDocument();
    expect(within(groups[1] as HTMLElement).getAllByRole('radio')[0]).toHaveFocus();
    expect(within(groups[1] as HTMLElement).getByText('Please choose an answer.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Your result' })).not.toBeInTheDocument();
  });

  it('shows the result with what to do next, and starts again from nothing', async () => {
    let opened = 0;
    await renderWidget(<SelfCheck onTools={() => (opened += 1)} />, { api: createFakeApiClient() });
    for (const group of screen.getAllByRole('group'))
      await userEvent.click(within(group).getByRole('radio', { name: 'Almost always' }));
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    const result = screen.getByRole('status', { name: 'Your result' });
    expect(within(result).getByRole('heading', { name: 'High risk' })).toBeInTheDocument();
    expect(result).toHaveTextContent(/take a break now with a time-out or self-exclusion/);
    await userEvent.click(within(result).getByRole('button', { name: 'Set limits or take a break' }));
    expect(opened).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.queryByRole('status', { name: 'Your result' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });
});
