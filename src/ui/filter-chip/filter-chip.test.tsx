import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { FilterChip } from './filter-chip';

describe('filter chip', () => {
  it('is a button that reports whether its filter is on, and acts on a click', async () => {
    const onClick = vi.fn();
    await renderUi(
      <FilterChip pressed onClick={onClick}>
        Hot
      </FilterChip>,
    );
    const chip = screen.getByRole('button', { name: 'Hot' });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(chip).toHaveAttribute('type', 'button');
    await userEvent.click(chip);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('leaves aria-pressed out when it only acts, and keeps the caller’s class beside its own', async () => {
    await renderUi(
      <FilterChip className="mine" small onClick={() => {}}>
        Vietnam 5-Minute
      </FilterChip>,
    );
    const chip = screen.getByRole('button', { name: 'Vietnam 5-Minute' });
    expect(chip).not.toHaveAttribute('aria-pressed');
    expect(chip).toHaveClass('mine');
  });
});
