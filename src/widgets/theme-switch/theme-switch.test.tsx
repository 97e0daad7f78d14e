import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../tests/support/render-widget';
import { themeAtom } from '../../atoms/preferences';
import ThemeSwitch from './theme-switch';

describe('theme-switch widget', () => {
  it('R2.29 starts dark, switches to light and back, and remembers the choice', async () => {
    const { store } = await renderWidget(<ThemeSwitch showLabel={false} />);
    const toggle = screen.getByRole('switch', { name: 'Light theme' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(store.get(themeAtom)).toBe('dark');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(store.get(themeAtom)).toBe('light');
    expect(localStorage.getItem('tsr.theme')).toBe('light');
    await userEvent.click(toggle);
    expect(store.get(themeAtom)).toBe('dark');
    expect(localStorage.getItem('tsr.theme')).toBe('dark');
  });

  it('speaks the current language', async () => {
    await renderWidget(<ThemeSwitch showLabel />, { language: 'TH' });
    expect(screen.getByRole('switch', { name: 'ธีมสว่าง' })).toBeInTheDocument();
  });
});
