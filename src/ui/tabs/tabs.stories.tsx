import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Tabs, type TabItem } from './tabs';

const RECORDS: readonly TabItem<string>[] = [
  { key: 'deposit', label: 'Deposit' },
  { key: 'withdraw', label: 'Withdraw' },
  { key: 'transfer', label: 'Transfer' },
];

function Demo({ items, onChange }: { items: readonly TabItem<string>[]; onChange: (key: string) => void }) {
  const [value, setValue] = useState(items[0]?.key ?? '');
  return (
    <Tabs
      items={items}
      value={value}
      label="Records"
      onChange={(k) => {
        onChange(k);
        setValue(k);
      }}
    >
      <p style={{ padding: 16 }}>{items.find((t) => t.key === value)?.label} records appear here.</p>
    </Tabs>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: Demo,
  args: { items: RECORDS, onChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three tabs; a click selects one and the panel is labelled by it. */
export const Default: Story = {
  play: async ({ args }) => {
    await expect(screen.getByRole('tablist', { name: 'Records' })).toBeInTheDocument();
    await expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Withdraw' }));
    await expect(args.onChange).toHaveBeenCalledWith('withdraw');
    await expect(screen.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('tabpanel', { name: 'Withdraw' })).toHaveTextContent('Withdraw records');
  },
};

/** Left and right arrows move selection and focus, wrapping at the ends. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    screen.getByRole('tab', { name: 'Deposit' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('transfer');
    await expect(screen.getByRole('tab', { name: 'Transfer' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveFocus();
    await expect(screen.getByRole('tabpanel', { name: 'Deposit' })).toBeInTheDocument();
    // Tab leaves the list for the panel's content: only the selected tab is in the tab order.
    await expect(screen.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('tabindex', '-1');
  },
};

/** A single tab needs no tab list: just the content. */
export const Single: Story = {
  args: { items: [{ key: 'deposit', label: 'Deposit' }] },
  play: async () => {
    await expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(screen.getByText('Deposit records appear here.')).toBeInTheDocument();
  },
};
