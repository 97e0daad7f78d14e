import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { FavouriteStar } from './favourite-star';

describe('favourite star', () => {
  it('is a pressed toggle named Favourite, filled while on, that asks to toggle on a click', async () => {
    const onToggle = vi.fn();
    const { container } = await renderUi(<FavouriteStar on onToggle={onToggle} size={20} />);
    const star = screen.getByRole('button', { name: 'Favourite' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(star).toHaveAttribute('title', 'Remove from favourites');
    expect(container.querySelector('path')).toHaveAttribute('fill', 'currentColor');
    expect(container.querySelector('svg')).toHaveAttribute('width', '20');
    await userEvent.click(star);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('is hollow and offers to add while off', async () => {
    const { container } = await renderUi(<FavouriteStar on={false} onToggle={() => {}} className="mine" />);
    const star = screen.getByRole('button', { name: 'Favourite' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(star).toHaveAttribute('title', 'Add to favourites');
    expect(star).toHaveClass('mine');
    expect(container.querySelector('path')).toHaveAttribute('fill', 'none');
  });
});
