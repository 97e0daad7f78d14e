import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { Tabs, type TabItem } from './tabs';

type Key = 'deposit' | 'withdraw' | 'transfer';
const ITEMS: readonly TabItem<Key>[] = [
  { key: 'deposit', label: 'Deposit' },
  { key: 'withdraw', label: 'Withdraw' },
  { key: 'transfer', label: 'Transfer' },
];

function Harness({
  items = ITEMS,
  onChange,
}: {
  items?: readonly TabItem<Key>[];
  onChange?: (k: Key) => void;
}) {
  const [value, setValue] = useState<Key>(items[0]?.key ?? 'deposit');
  return (
    <Tabs
      items={items}
      value={value}
      label="Records"
      onChange={(k) => {
        onChange?.(k);
        setValue(k);
      }}
    >
      <p>Panel of {value}</p>
    </Tabs>
  );
}

describe('tabs', () => {
  it('names the tab list, selects one tab and labels the panel by it', async () => {
    await renderUi(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Records' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Deposit', 'Withdraw', 'Transfer']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    // Only the selected tab is in the tab order.
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Deposit' });
    expect(panel).toHaveTextContent('Panel of deposit');
    for (const t of tabs) expect(t).toHaveAttribute('aria-controls', panel.id);
  });

  it('a click selects the tab, calls onChange and relabels the panel', async () => {
    const onChange = vi.fn();
    await renderUi(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Withdraw' }));
    expect(onChange).toHaveBeenCalledWith('withdraw');
    expect(screen.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Withdraw' })).toHaveTextContent('Panel of withdraw');
  });

  it('arrow keys move selection and focus, wrapping at both ends', async () => {
    const onChange = vi.fn();
    await renderUi(<Harness onChange={onChange} />);
    screen.getByRole('tab', { name: 'Deposit' }).focus();

    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('transfer');
    expect(screen.getByRole('tab', { name: 'Transfer' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Transfer' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('deposit');
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('withdraw');
    expect(screen.getByRole('tab', { name: 'Withdraw' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('other keys do nothing', async () => {
    const onChange = vi.fn();
    await renderUi(<Harness onChange={onChange} />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('one tab shows no tab list and a plain panel', async () => {
    await renderUi(<Harness items={[{ key: 'deposit', label: 'Deposit' }]} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.getByText('Panel of deposit')).toBeInTheDocument();
  });
});
