import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../form/button';
import { NoticeBar } from './notice-bar';

const meta = {
  title: 'UI/Notice bar',
  component: NoticeBar,
  args: { children: 'No tables in this category right now.' },
} satisfies Meta<typeof NoticeBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tables in this category right now.')).toBeVisible();
  },
};

const retry = fn();
export const FailedWithRetry: Story = {
  args: {
    alert: true,
    children: 'The rooms could not be loaded.',
    action: (
      <Button variant="secondary" size="small" onClick={retry}>
        Try again
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The rooms could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  args: {
    children: 'Log in to browse every game and search the whole catalogue.',
    action: <Button size="small">Log in</Button>,
  },
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
};
