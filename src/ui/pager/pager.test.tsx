import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { Pager, visiblePages } from './pager';

describe('pager', () => {
  it('moves by page number and by previous and next, disabled at the ends', async () => {
    const onChange = vi.fn();
    await renderUi(<Pager page={1} pageCount={3} onChange={onChange} label="Notice pages" />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('is absent with a single page, and shortens long ranges', async () => {
    const { container } = await renderUi(<Pager page={1} pageCount={1} onChange={() => {}} label="x" />);
    expect(container).toBeEmptyDOMElement();
    expect(visiblePages(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(visiblePages(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
