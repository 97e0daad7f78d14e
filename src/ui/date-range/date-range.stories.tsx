import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRange, lastDays, type DateRangeValue } from './date-range';

const onChange = fn();
function Demo({ initial }: { initial: DateRangeValue }) {
  const [value, setValue] = useState(initial);
  return (
    <DateRange
      value={value}
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
      today="2026-11-20"
      minDate="2026-08-20"
    />
  );
}

const meta = {
  title: 'UI/Date range',
  component: Demo,
  args: { initial: lastDays('2026-11-20', 7) },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R9.15 the last 7 or 30 days at a click, and the previous or next stretch. */
export const LastSevenDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Next 7 days' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous 7 days' }));
    await expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-11-07', endDate: '2026-11-13' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next 7 days' }));
    await expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-11-14', endDate: '2026-11-20' });
    await userEvent.click(canvas.getByRole('button', { name: 'Last 30 days' }));
    await expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-10-22', endDate: '2026-11-20' });
  },
};

/** At the earliest date the picker allows, the previous step is off. */
export const AtTheStart: Story = {
  args: { initial: { startDate: '2026-08-20', endDate: '2026-08-26' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Previous 7 days' })).toBeDisabled();
  },
};
