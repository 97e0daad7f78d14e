import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../tests/support/render-widget';
import { navCollapsedAtom } from '../../atoms/shell';
import NavToggle from './nav-toggle';

describe('nav-toggle widget', () => {
  it('R2.26 folds the nav away and back on a game page', async () => {
    const { store } = await renderWidget(<NavToggle />, { route: '/game' });
    const toggle = screen.getByRole('button', { name: 'Hide menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(store.get(navCollapsedAtom)).toBe(true);
    expect(screen.getByRole('button', { name: 'Show menu' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Show menu' }));
    expect(store.get(navCollapsedAtom)).toBe(false);
  });

  it('R2.26 finds the game page the way the router does (a trailing slash, another case)', async () => {
    await renderWidget(<NavToggle />, { route: '/Game/' });
    expect(screen.getByRole('button', { name: 'Hide menu' })).toBeInTheDocument();
  });

  it('R2.26 is not there on other pages', async () => {
    const { container } = await renderWidget(<NavToggle />, { route: '/live' });
    expect(container).toBeEmptyDOMElement();
  });
});
