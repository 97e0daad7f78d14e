import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { Dropdown, type DropdownProps } from './dropdown';

const LANGUAGES = ['English', 'Thai', 'Vietnamese'];

function Menu({
  onPick = () => {},
  current = 'English',
  ...props
}: Partial<DropdownProps> & { onPick?: (l: string) => void; current?: string }) {
  return (
    <>
      <Dropdown button="EN" buttonLabel="Language EN" {...props}>
        {(close) =>
          LANGUAGES.map((l) => (
            <button
              key={l}
              type="button"
              role="menuitemradio"
              aria-checked={l === current}
              onClick={() => {
                onPick(l);
                close();
              }}
            >
              {l}
            </button>
          ))
        }
      </Dropdown>
      <p>Outside</p>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Language EN' });
const item = (name: string) => screen.getByRole('menuitemradio', { name });

describe('dropdown', () => {
  it('opens on click with its aria state and focuses the checked item', async () => {
    await renderUi(<Menu current="Thai" />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(trigger());
    const menu = screen.getByRole('menu', { name: 'Language EN' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', menu.id);
    expect(item('Thai')).toHaveFocus();

    await userEvent.click(trigger());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('arrow keys move through items and wrap; Home and End jump', async () => {
    await renderUi(<Menu />);
    await userEvent.click(trigger());
    expect(item('English')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Thai')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('English')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Vietnamese')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item('English')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(item('Vietnamese')).toHaveFocus();
  });

  it('Enter on an item chooses it, closes and puts focus back on the button', async () => {
    const onPick = vi.fn();
    await renderUi(<Menu onPick={onPick} />);
    await userEvent.click(trigger());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith('Thai');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('Escape closes, returns focus and does not reach outer handlers', async () => {
    const outer = vi.fn();
    await renderUi(
      <div onKeyDown={(e) => outer(e.key)}>
        <Menu />
      </div>,
    );
    await userEvent.click(trigger());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(outer).not.toHaveBeenCalledWith('Escape');
    // Closed, escape is no longer the dropdown's: it bubbles on (a modal around may close).
    await userEvent.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledWith('Escape');
  });

  it('a press outside closes it; a press inside does not', async () => {
    await renderUi(<Menu />);
    await userEvent.click(trigger());
    fireEvent.pointerDown(item('Thai'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('dialog kind: free content, its own label, first control focused, arrows ignored', async () => {
    await renderUi(
      <Dropdown button="Balance" buttonLabel="Balance" panelLabel="Wallets" kind="dialog" align="start">
        {(close) => (
          <>
            <input aria-label="Search" />
            <button type="button" onClick={close}>
              Done
            </button>
          </>
        )}
      </Dropdown>,
    );
    const button = screen.getByRole('button', { name: 'Balance' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Wallets' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
