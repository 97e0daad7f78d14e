import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../tests/support/render-widget';
import { themeAtom } from '../../atoms/preferences';
import BrandLogo from './brand-logo';

describe('brand-logo widget', () => {
  it('R2.31 links the logo to home, with the light logo in the light theme', async () => {
    const { store } = await renderWidget(<BrandLogo height={40} />, { route: '/live' });
    const link = screen.getByRole('link', { name: 'Aurora Play home' });
    expect(link).toHaveAttribute('href', '/');
    const img = screen.getByRole('img', { name: 'Aurora Play' });
    expect(img).toHaveAttribute('src', '/wl/aurora/assets/logo.svg');
    expect(img).toHaveAttribute('width', '133');
    act(() => store.set(themeAtom, 'light'));
    expect(img).toHaveAttribute('src', '/wl/aurora/assets/logo-light.svg');
  });
});
