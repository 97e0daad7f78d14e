import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../tests/support/render-widget';
import { navCollapsedAtom } from '../../atoms/shell';
import HeaderRow from './header-row';

describe('header-row widget', () => {
  it('places its children in the band', async () => {
    await renderWidget(
      <HeaderRow variant="utility">
        <span>marquee</span>
        <span>clock</span>
      </HeaderRow>,
    );
    expect(screen.getByTestId('header-row-utility')).toHaveTextContent('marqueeclock');
  });

  it('R2.26 folds the main bar away on a game page when the nav toggle says so, and only there', async () => {
    const onGame = await renderWidget(
      <HeaderRow variant="main">
        <a href="/">logo</a>
      </HeaderRow>,
      { route: '/game' },
    );
    const band = screen.getByTestId('header-row-main');
    expect(band).not.toHaveAttribute('data-collapsed');
    act(() => onGame.store.set(navCollapsedAtom, true));
    expect(band).toHaveAttribute('data-collapsed');
    expect(screen.queryByRole('link', { name: 'logo' })).not.toBeInTheDocument();
    onGame.unmount();

    const onHome = await renderWidget(
      <HeaderRow variant="main">
        <a href="/">logo</a>
      </HeaderRow>,
      { route: '/' },
    );
    act(() => onHome.store.set(navCollapsedAtom, true));
    expect(screen.getByTestId('header-row-main')).not.toHaveAttribute('data-collapsed');
  });
});
