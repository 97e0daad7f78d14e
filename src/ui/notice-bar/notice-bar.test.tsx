import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { NoticeBar } from './notice-bar';

describe('a notice bar', () => {
  it('says its sentence, quietly unless it is an alert', async () => {
    const { unmount } = await renderUi(<NoticeBar>Nothing here.</NoticeBar>);
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    await renderUi(<NoticeBar alert>Could not be loaded.</NoticeBar>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not be loaded.');
  });

  it('offers its step after the sentence', async () => {
    const onClick = vi.fn();
    await renderUi(
      <NoticeBar
        action={
          <button type="button" onClick={onClick}>
            Log in
          </button>
        }
      >
        Log in to see the rooms.
      </NoticeBar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
