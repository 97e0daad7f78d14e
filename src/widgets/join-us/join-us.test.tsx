import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../tests/support/render-widget';
import { popupOpenAtom } from '../../atoms/popup';
import JoinUs from './join-us';

describe('join-us widget', () => {
  it('presents the partner programme and lets a visitor register', async () => {
    const { store } = await renderWidget(<JoinUs commission={{ EN: 'up to 45%' }} />, {
      route: '/join',
      session: null,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Grow with Aurora Play' })).toBeInTheDocument();
    expect(screen.getByText('Commission up to 45%')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(store.get(popupOpenAtom('register'))).toBe(true);
  });

  it('offers members the partner manager only, and no commission line when none is set', async () => {
    await renderWidget(<JoinUs />, { route: '/join', session: {} });
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Talk to a partner manager' })).toBeInTheDocument();
    expect(screen.queryByText(/^Commission up/)).not.toBeInTheDocument();
  });
});
