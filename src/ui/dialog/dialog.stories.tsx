import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Dialog, type DialogProps } from './dialog';

function Demo(props: Omit<DialogProps, 'open'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show dialog
      </button>
      <Dialog
        {...props}
        open={open}
        onResult={(r) => {
          props.onResult(r);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Demo,
  args: { onResult: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One CLOSE button by default; Enter presses it. */
export const Default: Story = {
  args: { icon: 'info', title: 'Notice', text: 'Your deposit of $100.00 has arrived.' },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Notice' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onResult).toHaveBeenCalledWith('close');
  },
};

/** A confirmation (the sign-out dialog uses this shape). */
export const Confirm: Story = {
  args: {
    icon: 'question',
    title: 'Prompt',
    text: 'Are you sure you want to sign out?',
    buttons: [
      { id: 'cancel', label: 'Cancel' },
      { id: 'confirm', label: 'Sign out', isDefault: true },
    ],
  },
};

/** Markup as the platform serves it, sanitised, with its links opening in a new tab. */
export const Html: Story = {
  args: {
    icon: 'success',
    title: 'Welcome',
    html: '<p>Thanks for joining. Read the <a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">terms</a>.</p>',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('link', { name: 'terms' })).toHaveAttribute('target', '_blank');
  },
};

/** An error with a time-out: it closes by itself after 4 s. */
export const ErrorWithTimeout: Story = {
  args: { icon: 'error', title: 'Failed', text: 'Network link abnormal.', timeoutMs: 4000, coverClose: true },
};

/** A warning with a title only (nothing more to say). */
export const Empty: Story = {
  args: { icon: 'warning', title: 'Please log in' },
};

/** The trial-account warning (in_need_true_account). */
export const Loading: Story = {
  name: 'Pending (no buttons until ready)',
  args: { icon: 'info', title: 'Please wait', text: 'Checking your account…', buttons: [] },
};
