import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Dropdown } from './dropdown';

const LANGUAGES = ['English', 'ไทย', 'Tiếng Việt'];

function LanguageMenu({ onPick }: { onPick: (language: string) => void }) {
  const [current, setCurrent] = useState('ไทย');
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', padding: 16 }}>
      <p>Outside the menu</p>
      <Dropdown button={current} buttonLabel={`Language ${current}`} panelLabel="Language">
        {(close) =>
          LANGUAGES.map((l) => (
            <button
              key={l}
              type="button"
              role="menuitemradio"
              aria-checked={l === current}
              style={{ display: 'block', width: '100%', padding: 8, textAlign: 'start' }}
              onClick={() => {
                onPick(l);
                setCurrent(l);
                close();
              }}
            >
              {l}
            </button>
          ))
        }
      </Dropdown>
    </div>
  );
}

const meta = {
  title: 'UI/Dropdown',
  component: LanguageMenu,
  args: { onPick: fn() },
} satisfies Meta<typeof LanguageMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A menu (the language picker's shape): opens on the current choice, arrows move, Enter picks. */
export const Menu: Story = {
  play: async ({ args }) => {
    const button = screen.getByRole('button', { name: 'Language ไทย' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByRole('menu', { name: 'Language' })).toBeInTheDocument();
    await expect(screen.getByRole('menuitemradio', { name: 'ไทย' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith('English');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Language English' })).toHaveFocus();
  },
};

/** Escape closes it and hands focus back; so does a click outside. */
export const Dismiss: Story = {
  play: async ({ args }) => {
    const button = screen.getByRole('button', { name: 'Language ไทย' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Outside the menu'));
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

/** Free content in a dialog panel lined up with the button's start edge. */
export const DialogPanel: Story = {
  render: () => (
    <div style={{ padding: 16 }}>
      <Dropdown button="Wallets" buttonLabel="Wallets" kind="dialog" align="start">
        {(close) => (
          <div style={{ padding: 12, display: 'grid', gap: 8, minWidth: 200 }}>
            <p style={{ margin: 0 }}>Main wallet: 1,000.00</p>
            <button type="button" onClick={close}>
              Done
            </button>
          </div>
        )}
      </Dropdown>
    </div>
  ),
  play: async () => {
    const button = screen.getByRole('button', { name: 'Wallets' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    await expect(screen.getByRole('dialog', { name: 'Wallets' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};
