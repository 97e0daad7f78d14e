import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Modal, type ModalProps } from './modal';

function Demo(props: Partial<ModalProps> & { body?: React.ReactNode }) {
  const { body, ...rest } = props;
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open modal
      </button>
      <Modal label="Welcome bonus" {...rest} open={open} onClose={() => setOpen(false)}>
        {body ?? (
          <div style={{ padding: 24 }}>
            <h2 style={{ marginTop: 0 }}>Welcome bonus</h2>
            <p>Deposit today and receive a 100% match up to $500. Wagering 20x within 30 days.</p>
          </div>
        )}
      </Modal>
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Demo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec defaults: 600 x 300, no delay; escape and background click close it. A native modal
 * dialog: the page behind is inert, so focus cannot leave it.
 */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Welcome bonus' });
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(screen.getByTestId('modal-box').getBoundingClientRect().width).toBeLessThanOrEqual(600);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    screen.getByRole('button', { name: 'Open modal', hidden: true }).focus();
    await expect(screen.getByRole('button', { name: 'Open modal', hidden: true })).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Open modal' }));
    const reopened = await screen.findByRole('dialog');
    await waitFor(() => expect(getComputedStyle(reopened).opacity).toBe('1'));
  },
};

/** The product modal: 100 ms delay, fade, draggable by its title bar, no background close. */
export const Product: Story = {
  args: {
    variant: 'product',
    label: 'Member centre',
    width: 900,
    height: 520,
    body: <div style={{ padding: 24 }}>My account, wallet and records.</div>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    await userEvent.click(screen.getByTestId('modal-overlay'), { skipHover: true });
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

/** Content that is still loading: a skeleton of the final shape, no jump when it arrives. */
export const LoadingContent: Story = {
  args: {
    body: (
      <div style={{ padding: 24, display: 'grid', gap: 12 }} aria-busy="true">
        {[70, 95, 88, 60].map((w) => (
          <div
            key={w}
            style={{ height: 14, width: `${w}%`, borderRadius: 6, background: 'var(--tsr-surface-sunken)' }}
          />
        ))}
      </div>
    ),
  },
};

/** No content to show: the modal says so and offers the way out. */
export const EmptyContent: Story = {
  args: { body: <p style={{ padding: 24, color: 'var(--tsr-text-secondary)' }}>Nothing here yet.</p> },
};

/** Content that failed: what happened and a retry. */
export const ErrorContent: Story = {
  args: {
    body: (
      <div role="alert" style={{ padding: 24 }}>
        <p>Network link abnormal.</p>
        <button type="button">Retry</button>
      </div>
    ),
  },
};

/** Long content scrolls inside the box; the page behind does not move. */
export const LongContent: Story = {
  args: {
    height: 'auto',
    body: (
      <div style={{ padding: 24 }}>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>Paragraph {i + 1} of the terms and conditions.</p>
        ))}
      </div>
    ),
  },
};
