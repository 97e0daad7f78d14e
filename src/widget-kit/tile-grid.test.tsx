import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../tests/support/render-ui';
import { TileGrid } from './tile-grid';

describe('a tile grid', () => {
  it('is a named list of its tiles by default', async () => {
    await renderUi(
      <TileGrid tile="game" aria-label="Tables">
        <li>Baccarat</li>
        <li>Roulette</li>
      </TileGrid>,
    );
    const list = screen.getByRole('list', { name: 'Tables' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('can be a loading placeholder, and keeps a class of its own beside the kind of tile', async () => {
    await renderUi(
      <TileGrid
        tile="vendor"
        as="div"
        role="status"
        aria-busy="true"
        aria-label="Loading vendors"
        className="own"
      >
        <span />
      </TileGrid>,
    );
    const grid = screen.getByRole('status', { name: 'Loading vendors' });
    expect(grid.tagName).toBe('DIV');
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(grid).toHaveClass('own');
    expect(grid.className.split(' ')).toHaveLength(3);
  });
});
